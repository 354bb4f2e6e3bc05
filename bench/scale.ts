/**
 * Issue 31, "cost flat as data grows": the same calls with the same load on a PostgreSQL database of
 * 100 users and CVs and on one of 100,000, in turns; each call's cost at 100,000 against its cost at
 * 100, EXPLAIN of the hot queries on the large database, and the instance's memory after its run.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '@server/db/client';
import { schema } from '@server/db/schema';
import { createCvRepository } from '@server/modules/cv/repository';
import { createUsersRepository } from '@server/modules/users/identity';
import { createSessionsRepository } from '@server/modules/users/sessions';
import { freshDatabase } from './database';
import { load, type LoadFigures } from './load';
import { scaleUsername, seedScale } from './scale-seed';
import type { BenchUser } from './seed';
import { startServer, type RunningServer } from './servers';
import { signIn, signInRequest } from './sign-in';

const SMALL = 100;
/** BENCH_SCALE_CVS: the large database's size, e.g. a smaller one for a quick look. */
const LARGE = Number(process.env.BENCH_SCALE_CVS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const CALL_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 4);
/** Pages asked once each, a few at a time, on a server whose page cache is empty. */
const MISSES = 60;
const MISS_CONCURRENCY = 4;
/** create_cv runs a fixed number of times, so each round's creator ends with as many CVs. */
const CREATES = 300;
/** A call's cost at 100,000 CVs may be this many times its cost at 100. */
const FLAT = 1.3;

export type ScaleCall =
  | 'public page, cache miss'
  | 'public page, cache hit'
  | 'get_cv_list (owner)'
  | 'get_cv (owner)'
  | 'edit_cv'
  | 'create_cv'
  | 'login'
  | 'visitor page /';

interface CallFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Memory {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
}

export interface ScaleFigures {
  /** Users and CVs in the small and the large database. */
  sizes: { small: number; large: number };
  seedSeconds: number;
  rounds: number;
  calls: Record<ScaleCall, { small: CallFigures; large: CallFigures; ratio: number; met: boolean }>;
  explain: Array<{ query: string; scans: string[]; indexed: boolean | null; plan: string }>;
  memory: { small: Memory; large: Memory };
}

const ms = (n: number) => Math.round(n * 10) / 10;

/** Each page asked once, MISS_CONCURRENCY at a time: requests per second and latencies. */
async function missPass(serverUrl: string, usernames: string[]): Promise<CallFigures> {
  const times: number[] = [];
  let errors = 0;
  const queue = [...usernames];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: MISS_CONCURRENCY }, async () => {
      for (let name = queue.shift(); name; name = queue.shift()) {
        const t = performance.now();
        const res = await fetch(`${serverUrl}/${name}`, { headers: { 'accept-encoding': 'br' } });
        await res.arrayBuffer();
        times.push(performance.now() - t);
        if (res.status !== 200) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(usernames.length / seconds),
    p50: ms(times[Math.floor(times.length / 2)]!),
    p99: ms(times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!),
    errors,
  };
}

const figures = (f: LoadFigures): CallFigures => ({
  rps: f.rps,
  p50: f.p50,
  p99: f.p99,
  errors: f.errors + f.non2xx,
});

/** Every call once against a server just started on `url`; `creator` makes the CVs. */
async function round(
  server: RunningServer,
  own: { owner: BenchUser; login: BenchUser; creator: BenchUser },
  missNames: string[],
): Promise<Record<ScaleCall, CallFigures>> {
  const base = server.url;
  // The first page Fastify sends teaches the fast path its headers (as after any start).
  await (await fetch(`${base}/demo`)).arrayBuffer();
  const ownerToken = await signIn(base, own.owner);
  const creatorToken = await signIn(base, own.creator);
  const owner = { authorization: `Bearer ${ownerToken}` };
  const seconds = CALL_SECONDS;
  const figuresOf = {
    'public page, cache hit': figures(
      await load({ url: `${base}/${own.owner.username}`, seconds }),
    ),
    'get_cv_list (owner)': figures(
      await load({ url: `${base}/api/cv/get_cv_list/`, headers: owner, connections: 16, seconds }),
    ),
    'get_cv (owner)': figures(
      await load({
        url: `${base}/api/cv/get_cv/${own.owner.cvId}/`,
        headers: owner,
        connections: 16,
        seconds,
      }),
    ),
    edit_cv: figures(
      await load({
        url: `${base}/api/cv/edit_cv/${own.owner.cvId}/`,
        method: 'PATCH',
        headers: { ...owner, 'content-type': 'application/json' },
        body: JSON.stringify({ bio_description: 'Measured by the scale bench.' }),
        connections: 16,
        seconds,
      }),
    ),
    create_cv: figures(
      await load({
        url: `${base}/api/cv/create_cv/`,
        method: 'POST',
        headers: { authorization: `Bearer ${creatorToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Scale',
          first_name: 'Scale',
          last_name: 'Bench',
          email: 'scale@example.com',
          current_job_title: 'Tester',
        }),
        connections: 8,
        amount: CREATES,
      }),
    ),
    login: figures(
      await load({ ...signInRequest(base, own.login), connections: 8, seconds: seconds * 2 }),
    ),
    'visitor page /': figures(await load({ url: `${base}/`, seconds })),
  };
  // Last: each page missed is compressed again at the best levels in the background meanwhile.
  return { 'public page, cache miss': await missPass(base, missNames), ...figuresOf };
}

async function memoryOf(server: RunningServer, file: string): Promise<Memory> {
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 50; i++) {
    try {
      const m = JSON.parse(await readFile(file, 'utf8')) as NodeJS.MemoryUsage;
      const mb = (n: number) => Math.round(n / 1024 / 1024);
      return { rssMb: mb(m.rss), heapUsedMb: mb(m.heapUsed), heapTotalMb: mb(m.heapTotal) };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('the server did not report its memory');
}

/** Node types of a JSON plan that read a table, with the table (and the index) they read. */
function scansOf(node: Record<string, unknown>): string[] {
  const type = String(node['Node Type']);
  const own =
    typeof node['Relation Name'] === 'string' || typeof node['Index Name'] === 'string'
      ? [
          `${type}${node['Index Name'] ? ` using ${String(node['Index Name'])}` : ''}${node['Relation Name'] ? ` on ${String(node['Relation Name'])}` : ''}`,
        ]
      : [];
  const children = Array.isArray(node.Plans) ? (node.Plans as Record<string, unknown>[]) : [];
  return [...own, ...children.flatMap(scansOf)];
}

/**
 * The repositories' queries behind the measured calls, run for real on the large database with a
 * bench user's values, each captured as sent and then EXPLAINed with the same parameters.
 */
async function explainHotQueries(
  url: string,
  own: BenchUser,
  total: number,
): Promise<ScaleFigures['explain']> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured: Array<{ name: string; text: string; params: unknown[] }> = [];
  let current = '';
  const db: Db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => captured.push({ name: current, text, params }) },
  });
  const cvRepo = createCvRepository(db);
  const usersRepo = createUsersRepository(db);
  const sessionsRepo = createSessionsRepository(db);
  const as = async (name: string, work: () => Promise<unknown>) => {
    current = name;
    await work();
  };
  try {
    const user = await usersRepo.findByEmail(own.email);
    if (!user) throw new Error('no bench user');
    const session = await pool.query<{ id: string }>(
      'select id from sessions where user_id = $1 limit 1',
      [user.id],
    );
    const token = await pool.query<{ token_hash: string }>(
      'select token_hash from refresh_tokens where user_id = $1 limit 1',
      [user.id],
    );
    captured.length = 0;
    await as('login: user by e-mail', () => usersRepo.findByEmail(own.email));
    await as('access: live session', () => sessionsRepo.findLive(session.rows[0]?.id ?? user.id));
    await as('refresh: token by hash', () =>
      sessionsRepo.findRefreshToken(token.rows[0]?.token_hash ?? ''),
    );
    await as('public page: CV by username', () =>
      cvRepo.findPublic(scaleUsername(Math.floor(total / 2)), null),
    );
    await as('public page: CV by username and slug', () =>
      cvRepo.findPublic(scaleUsername(Math.floor(total / 2)), 'developer'),
    );
    const [photo] = await pool
      .query<{ photo_id: string }>('select photo_id from cvs where photo_id is not null limit 1')
      .then((r) => r.rows);
    await as('public photo', () => cvRepo.findPublicPhoto(photo?.photo_id ?? randomUUID()));
    await as('get_cv_list', () => cvRepo.listOwned(user.id));
    await as('get_cv', () => cvRepo.findOwned(user.id, own.cvId));
    await as('create_cv: idempotency key', () => cvRepo.findByIdempotencyKey(user.id, 'k'));
    await as('create_cv, edit_cv: locks', () =>
      cvRepo.transaction(async (tx) => {
        await cvRepo.lockUser(tx, user.id);
        await cvRepo.countOwned(tx, user.id);
        await cvRepo.slugsOf(tx, user.id);
        await cvRepo.lockOwned(tx, user.id, own.cvId);
      }),
    );
    await as('edit_cv: update', () => cvRepo.updateCv(user.id, own.cvId, { bio_title: 'Bench' }));
    await as('username taken?', () =>
      usersRepo.findByUsername(scaleUsername(Math.floor(total / 3))),
    );

    const plans: ScaleFigures['explain'] = [];
    const seen = new Set<string>();
    for (const { name, text, params } of captured) {
      if (/^(begin|commit|rollback)/i.test(text) || seen.has(text)) continue;
      seen.add(text);
      const json = await pool.query<{ 'QUERY PLAN': Array<{ Plan: Record<string, unknown> }> }>(
        `explain (format json) ${text}`,
        params,
      );
      const textPlan = await pool.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
      const scans = scansOf(json.rows[0]!['QUERY PLAN'][0]!.Plan);
      plans.push({
        query: `${name}: ${text.replace(/\s+/g, ' ').slice(0, 90)}…`,
        scans,
        indexed: scans.length ? scans.every((s) => !s.startsWith('Seq Scan')) : null,
        plan: textPlan.rows.map((r) => r['QUERY PLAN']).join('\n'),
      });
    }
    return plans;
  } finally {
    await pool.end();
  }
}

const median = (values: CallFigures[]): CallFigures =>
  [...values].sort((a, b) => a.rps - b.rps)[Math.floor(values.length / 2)]!;

/** Seeds both databases, then measures them in turns; null when PostgreSQL does not answer. */
export async function scaleRound(adminUrl: string, port: number): Promise<ScaleFigures | null> {
  const smallUrl = await freshDatabase(adminUrl, 'cv_bench_scale_small');
  const largeUrl = await freshDatabase(adminUrl, 'cv_bench_scale_large');
  if (!smallUrl || !largeUrl) return null;
  // The owner, the login user, and one creator per round: each round's creates start from one CV.
  const own = 2 + ROUNDS;
  console.log(`· scale: seeding ${SMALL} users and CVs`);
  const small = await seedScale(smallUrl, SMALL, own);
  console.log(`· scale: seeding ${LARGE.toLocaleString('en')} users and CVs`);
  const seedStarted = performance.now();
  const large = await seedScale(largeUrl, LARGE, own);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  console.log(`· scale: seeded in ${seedSeconds} s`);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-bench-scale-'));
  const memoryFile = path.join(dataDir, 'memory.json');
  const probe = pathToFileURL(path.resolve('bench/memory-probe.mjs')).href;
  const sizes = [
    { name: 'small' as const, url: smallUrl, made: small, total: SMALL },
    { name: 'large' as const, url: largeUrl, made: large, total: LARGE },
  ];
  const runs: Record<'small' | 'large', Array<Record<ScaleCall, CallFigures>>> = {
    small: [],
    large: [],
  };
  const memory: Partial<ScaleFigures['memory']> = {};
  try {
    for (let r = 0; r < ROUNDS; r++) {
      for (const size of sizes) {
        console.log(`· scale: round ${r + 1} of ${ROUNDS}, ${size.total.toLocaleString('en')} CVs`);
        const server = await startServer({
          port,
          dataDir,
          databaseUrl: size.url,
          env: {
            LOG_LEVEL: 'info',
            RATE_LIMIT_SCALE: '10000',
            NODE_OPTIONS: `--import=${probe}`,
            BENCH_MEMORY_FILE: memoryFile,
          },
        });
        try {
          // Pages nobody asked for since the start, spread over the whole table.
          const missNames = Array.from({ length: MISSES }, (_, i) =>
            scaleUsername(own + Math.floor(((i + r / ROUNDS) * (size.total - own)) / MISSES)),
          );
          const [owner, login] = size.made as [BenchUser, BenchUser];
          runs[size.name].push(
            await round(server, { owner, login, creator: size.made[2 + r]! }, missNames),
          );
          if (r === ROUNDS - 1) {
            await rm(memoryFile, { force: true });
            memory[size.name] = await memoryOf(server, memoryFile);
          }
        } finally {
          await server.stop();
        }
      }
    }
    console.log('· scale: EXPLAIN of the hot queries on the large database');
    const explain = await explainHotQueries(largeUrl, large[0]!, LARGE);
    const names = Object.keys(runs.small[0]!) as ScaleCall[];
    const calls = Object.fromEntries(
      names.map((name) => {
        const s = median(runs.small.map((run) => run[name]));
        const l = median(runs.large.map((run) => run[name]));
        // Cost is time per request at the same load: the inverse of requests per second.
        const ratio = Math.round((s.rps / Math.max(l.rps, 1)) * 100) / 100;
        // A size that answered nothing in its window (a starved machine) shows no ratio at all.
        const measured = s.rps > 0 && l.rps > 0;
        return [
          name,
          { small: s, large: l, ratio, met: measured && ratio <= FLAT && l.errors === 0 },
        ];
      }),
    ) as ScaleFigures['calls'];
    return {
      sizes: { small: SMALL, large: LARGE },
      seedSeconds,
      rounds: ROUNDS,
      calls,
      explain,
      memory: { small: memory.small!, large: memory.large! },
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function reportScale(f: ScaleFigures) {
  const [small, large] = [f.sizes.small, f.sizes.large].map((n) => n.toLocaleString('en'));
  console.log(
    `\nCost as data grows: ${small} against ${large} users and CVs on PostgreSQL (req/s, median of ${f.rounds} rounds in turns; seeded in ${f.seedSeconds} s)`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(f.calls).map(([name, c]) => [
        name,
        {
          small: c.small.rps,
          large: c.large.rps,
          'p50 small/large ms': `${c.small.p50}/${c.large.p50}`,
          'errors small/large': `${c.small.errors}/${c.large.errors}`,
          ratio: c.ratio,
          met: c.met,
        },
      ]),
    ),
  );
  console.log(`\nEXPLAIN of the hot queries on ${large} CVs`);
  for (const e of f.explain)
    console.log(
      `${e.indexed === null ? '–' : e.indexed ? 'index' : 'NOT INDEXED'}  ${e.query}\n    ${e.scans.join('; ') || 'no table read'}`,
    );
  const m = f.memory;
  console.log(
    `\nMemory of one instance after its run: ${m.small.rssMb} MB RSS, ${m.small.heapUsedMb} MB heap used (${small} CVs); ${m.large.rssMb} MB RSS, ${m.large.heapUsedMb} MB heap used (${large})`,
  );
}

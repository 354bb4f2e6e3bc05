/**
 * `npm run resilience`: the server killed with SIGKILL in the middle of 50 concurrent CV writes
 * (PGlite and PostgreSQL) must keep every write it answered 2xx, whole; then 60 seconds of mixed
 * traffic from 100 clients must pass without errors. Prints what it saw; exits 1 on a failure.
 */
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from './database';
import { load, type LoadFigures } from './load';
import { seedBench, type BenchUser } from './seed';
import { startServer } from './servers';
import { signIn, signInRequest } from './sign-in';

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const MIXED_SECONDS = Number(process.env.RESILIENCE_SECONDS ?? 60);
let failed = false;

async function crashDuringWrites(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-crash-'));
  const options = databaseUrl
    ? ({ kind: 'postgres', url: databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') } as const);
  const [user] = (await seedBench(options, 1)) as [BenchUser];
  let server = await startServer({ port: 3620, dataDir, databaseUrl });
  const access = await signIn(server.url, user);
  const answered = new Map<string, string>();
  let done = 0;
  const writes = Array.from({ length: 50 }, async (_, i) => {
    const title = `Crash test ${i}`;
    try {
      const res = await fetch(`${server.url}/api/cv/create_cv/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title,
          first_name: `First ${i}`,
          last_name: `Last ${i}`,
          email: `crash${i}@example.com`,
          bio_description: 'x'.repeat(200),
          experiences: [
            {
              company_name: `Company ${i}`,
              role: 'Role',
              description: '',
              location: '',
              start_date: '2020-01-01',
              end_date: null,
            },
          ],
          skills: [{ skill_name: `Skill ${i}`, proficiency: 'expert' }],
        }),
      });
      if (res.ok) answered.set(((await res.json()) as { data: { uuid: string } }).data.uuid, title);
    } catch {
      // the connection died with the server: this write was never confirmed
    } finally {
      done += 1;
    }
  });
  // Kill as soon as the first writes are answered, with the rest still in flight.
  while (done < 3) await new Promise((r) => setTimeout(r, 1));
  await server.kill();
  await Promise.all(writes);

  server = await startServer({ port: 3620, dataDir, databaseUrl });
  const after = await signIn(server.url, user);
  let missing = 0;
  let broken = 0;
  for (const [uuid, title] of answered) {
    const res = await fetch(`${server.url}/api/cv/get_cv/${uuid}/`, {
      headers: { authorization: `Bearer ${after}` },
    });
    if (!res.ok) {
      missing += 1;
      continue;
    }
    const cv = (
      (await res.json()) as {
        data: { title: string; experiences: unknown[]; skills: unknown[]; first_name: string };
      }
    ).data;
    if (
      cv.title !== title ||
      cv.experiences.length !== 1 ||
      cv.skills.length !== 1 ||
      !cv.first_name
    )
      broken += 1;
  }
  const list = (await (
    await fetch(`${server.url}/api/cv/get_cv_list/`, {
      headers: { authorization: `Bearer ${after}` },
    })
  ).json()) as { data: Array<{ uuid: string }> };
  // A write that was cut off must be either absent or whole, never half there.
  let half = 0;
  for (const { uuid } of list.data) {
    const cv = (
      (await (
        await fetch(`${server.url}/api/cv/get_cv/${uuid}/`, {
          headers: { authorization: `Bearer ${after}` },
        })
      ).json()) as { data: { first_name: string; skills: unknown[] } }
    ).data;
    if (!cv.first_name || !Array.isArray(cv.skills)) half += 1;
  }
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  const ok = missing === 0 && broken === 0 && half === 0;
  if (!ok) failed = true;
  console.log(
    `${ok ? '✓' : '✗'} SIGKILL during 50 concurrent writes (${label}): ${answered.size} answered 2xx, ${missing} of them missing, ${broken} altered, ${list.data.length} CVs after restart, ${half} half-written`,
  );
}

async function mixedLoad() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-mixed-'));
  const users = await seedBench({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }, 4);
  const server = await startServer({ port: 3621, dataDir });
  try {
    const editors = await Promise.all(users.slice(0, 2).map((u) => signIn(server.url, u)));
    console.log(
      `· ${MIXED_SECONDS} s of mixed traffic from 100 clients (public reads, sign-ins, edits)…`,
    );
    const runs = await Promise.all([
      load({ url: `${server.url}/demo`, connections: 60, seconds: MIXED_SECONDS }),
      load({ url: `${server.url}/api/cv/demo/`, connections: 20, seconds: MIXED_SECONDS }),
      load({
        ...signInRequest(server.url, users[3]!),
        connections: 6,
        seconds: MIXED_SECONDS,
      }),
      ...editors.map((access, i) =>
        load({
          url: `${server.url}/api/cv/edit_cv/${users[i]!.cvId}/`,
          method: 'PATCH',
          headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
          body: JSON.stringify({ bio_description: `Edited under load ${i}` }),
          connections: 7,
          seconds: MIXED_SECONDS,
        }),
      ),
    ]);
    const names = ['public page', 'public API', 'sign-in', 'edit_cv (user 1)', 'edit_cv (user 2)'];
    const rows: Record<string, Pick<LoadFigures, 'rps' | 'p50' | 'p99' | 'errors' | 'non2xx'>> = {};
    runs.forEach(
      (r, i) =>
        (rows[names[i]!] = {
          rps: r.rps,
          p50: r.p50,
          p99: r.p99,
          errors: r.errors,
          non2xx: r.non2xx,
        }),
    );
    console.table(rows);
    const errors = runs.reduce((n, r) => n + r.errors + r.non2xx, 0);
    if (errors) failed = true;
    console.log(
      `${errors ? '✗' : '✓'} mixed load: ${errors} errors, worst p99 ${Math.max(...runs.map((r) => r.p99))} ms`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  // The server as `npm start` runs it, rebuilt only if its sources changed.
  execSync('node scripts/build-if-changed.mjs --only server', { stdio: 'inherit' });
  await crashDuringWrites('PGlite');
  const pgUrl = await freshDatabase(PG_URL, 'cv_resilience');
  if (pgUrl) await crashDuringWrites('PostgreSQL', pgUrl);
  else console.log(`· PostgreSQL not reachable at ${PG_URL}: skipped`);
  await mixedLoad();
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

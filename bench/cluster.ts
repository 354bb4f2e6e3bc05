/**
 * `npm run bench:cluster`: the mixed load (public reads, sign-ins, edits, CVs made with a photo)
 * through HAProxy in front of one and then two instances (`npm run cluster`), on the local
 * PostgreSQL and Redis; then the same with two instances while they are restarted one at a time.
 * Prints requests per second, p99 and failures for each part. BENCH_CLUSTER_SECONDS sets the length
 * of each run (60 by default).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { benchPhoto, multipartCv } from './forms';
import { freshDatabase } from './database';
import { load, type LoadFigures } from './load';
import { seedBench } from './seed';
import { signIn, signInRequest } from './sign-in';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60);
const PORT = 8090;
const balancer = `http://127.0.0.1:${PORT}`;

async function startCluster(instances: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(
    'node',
    ['scripts/cluster.mjs', '--instances', String(instances), '--port', String(PORT)],
    {
      env: {
        ...process.env,
        CLUSTER_DATABASE_URL: databaseUrl,
        // One machine signs everyone in: the brute-force limits would measure themselves.
        RATE_LIMIT_SCALE: '10000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('instances behind HAProxy')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the cluster stopped (${code})`)));
  });
  return child;
}

async function stopCluster(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

type Mix = Record<'public page' | 'sign-in' | 'edit' | 'create with photo', LoadFigures>;

/** The four kinds of request at once, for SECONDS, through the balancer. */
async function mixedLoad(databaseUrl: string, restart?: ChildProcess): Promise<Mix> {
  const users = await seedBench({ kind: 'postgres', url: databaseUrl }, 3);
  const [editor, creator, signer] = users as [
    (typeof users)[0],
    (typeof users)[0],
    (typeof users)[0],
  ];
  const editToken = await signIn(balancer, editor);
  const createToken = await signIn(balancer, creator);
  const form = multipartCv(await benchPhoto(), 1);
  // A third of the way in, every instance is restarted in turn (drained first).
  const restarting = restart
    ? setTimeout(() => restart.kill('SIGUSR2'), (SECONDS * 1000) / 3)
    : undefined;
  const [page, signInFigures, edit, create] = await Promise.all([
    load({ url: `${balancer}/demo`, connections: 16, seconds: SECONDS }),
    load({ ...signInRequest(balancer, signer), connections: 2, seconds: SECONDS }),
    load({
      url: `${balancer}/api/cv/edit_cv/${editor.cvId}/`,
      method: 'PATCH',
      headers: { authorization: `Bearer ${editToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bio_description: 'Measured through the balancer.' }),
      connections: 4,
      seconds: SECONDS,
    }),
    load({
      url: `${balancer}/api/cv/create_cv/`,
      method: 'POST',
      headers: { authorization: `Bearer ${createToken}`, 'content-type': form.type },
      body: form.body,
      connections: 2,
      seconds: SECONDS,
    }),
  ]);
  clearTimeout(restarting);
  return { 'public page': page, 'sign-in': signInFigures, edit, 'create with photo': create };
}

async function main() {
  const databaseUrl = await freshDatabase(
    'postgres://postgres@127.0.0.1:5432/postgres',
    'cvbuilder_bench_cluster',
  );
  if (!databaseUrl) throw new Error('PostgreSQL does not answer on 127.0.0.1:5432');
  const rows: Record<string, Record<string, string | number>> = {};
  for (const [instances, restart] of [
    [1, false],
    [2, false],
    [2, true],
  ] as const) {
    const name = `${instances} instance${instances > 1 ? 's' : ''}${restart ? ', rolling restart' : ''}`;
    console.log(`· ${name}: ${SECONDS} s of mixed load`);
    const cluster = await startCluster(instances, databaseUrl);
    try {
      const mix = await mixedLoad(databaseUrl, restart ? cluster : undefined);
      for (const [kind, f] of Object.entries(mix))
        rows[`${name} · ${kind}`] = {
          'req/s': f.rps,
          'p99 ms': f.p99,
          failed: f.errors + f.non2xx,
        };
    } finally {
      await stopCluster(cluster);
    }
  }
  console.log(`\nMixed load through HAProxy (${SECONDS} s each, this machine)`);
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { statfs } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf } from '@/domain/answers';
import type { DatabaseFailure } from '@server/db/availability';
import type { Database } from '@server/db/client';
import { sendDatabaseFailure } from '@server/lib/errors';
import { requestT } from '@server/lib/i18n';
import type { Lifecycle } from '@server/lib/lifecycle';

/** How long a "disk full" (53100) from the database keeps health failing after the last one. */
export const DISK_FULL_MEMORY_MS = 30_000;
/** Less free space than this under DATA_DIR counts as full (PGlite, the mail outbox live there). */
export const DISK_MIN_FREE_BYTES = 1024 * 1024;

/** What requests have learnt about the database that a `select 1` cannot show (a full disk). */
export interface HealthState {
  noteFailure(failure: DatabaseFailure): void;
  diskFullRecently(): boolean;
}

export function createHealthState(now: () => number = Date.now): HealthState {
  let diskFullAt = -Infinity;
  return {
    noteFailure(failure) {
      if (failure === 'disk_full') diskFullAt = now();
    },
    diskFullRecently: () => now() - diskFullAt < DISK_FULL_MEMORY_MS,
  };
}

async function dataDirIsFull(dataDir: string): Promise<boolean | null> {
  try {
    const fs = await statfs(dataDir);
    return fs.bavail * fs.bsize < DISK_MIN_FREE_BYTES;
  } catch {
    return null;
  }
}

export interface HealthDeps {
  database: Database;
  dataDir: string;
  state: HealthState;
  lifecycle: Lifecycle;
}

/**
 * GET /api/health/: 200 when the database answers within its short ping timeout and nothing says
 * the disk is full; otherwise 503 with Retry-After and what is wrong.
 */
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.string(), up: z.boolean(), ms: z.number() }),
  disk: z.enum(['ok', 'full', 'unknown']),
});

/** GET /api/health/ready/: the same shape with 200 (ready) and 503 (draining, no database). */
const readyAnswer = answerOf(
  z.object({ status: z.enum(['ready', 'draining', 'database_unreachable']) }),
);

export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (
  app,
  { database, dataDir, state, lifecycle },
) => {
  /**
   * GET /api/health/ready/: whether a balancer should send this instance traffic. 503 while it
   * drains (it was told to stop) or while its database does not answer; /api/health/ stays the
   * liveness check (a process that answers is alive, whatever its database does).
   */
  const readySchema = { response: { 200: readyAnswer, 503: readyAnswer } };
  app.get('/health/ready/', { schema: readySchema }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    const status = lifecycle.draining
      ? 'draining'
      : await database.ping().then(
          () => 'ready' as const,
          () => 'database_unreachable' as const,
        );
    return reply.code(status === 'ready' ? 200 : 503).send({ data: { status } });
  });

  // A 503 answers in the error shape (sendDatabaseFailure), with this same `data` beside it.
  const schema = { response: { 200: answerOf(healthSchema) } };
  app.get('/health/', { schema }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const started = performance.now();
    const [up, localFull] = await Promise.all([
      database.ping().then(
        () => true,
        () => false,
      ),
      dataDirIsFull(dataDir),
    ]);
    const diskFull = localFull === true || state.diskFullRecently();
    const data: z.output<typeof healthSchema> = {
      status: up && !diskFull ? 'ok' : 'degraded',
      database: { kind: database.kind, up, ms: Math.round(performance.now() - started) },
      disk: localFull === null && !diskFull ? 'unknown' : diskFull ? 'full' : 'ok',
    };
    if (up && !diskFull) return { data };
    return sendDatabaseFailure(reply, requestT(request), up ? 'disk_full' : 'unavailable', {
      data,
    });
  });
};

import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';

/** GET /api/health/: 200 when the database answers, 503 when it does not. */
export const healthRoutes =
  (database: Database): FastifyPluginAsync =>
  async (app) => {
    app.get('/health/', async (_request, reply) => {
      const started = performance.now();
      try {
        await database.ping();
        return {
          data: {
            status: 'ok',
            database: {
              kind: database.kind,
              up: true,
              ms: Math.round(performance.now() - started),
            },
          },
        };
      } catch {
        return reply.code(503).send({
          data: { status: 'degraded', database: { kind: database.kind, up: false } },
          detail: 'The database is not answering.',
          error_code: 'database_unavailable',
        });
      }
    });
  };

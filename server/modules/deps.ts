/** What every API module may use; app.ts builds it once. */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { RateLimiter } from '../lib/rate-limiter';
import type { Mailer } from '../lib/mail';
import type { Settings } from '../settings';

export interface ModuleDeps {
  database: Database;
  mailer: Mailer;
  settings: Settings;
  limiter: RateLimiter;
  requireUser: (request: FastifyRequest) => Promise<void>;
}

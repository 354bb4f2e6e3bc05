/**
 * Rate limits per route: a route names its counters in `config.rateLimit`, and this plugin gives
 * that route one more preHandler, after validation (a malformed request costs nothing) and after
 * sign-in (a counter may be per user), that counts them and answers 429. Routes without a limit
 * get no hook at all.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests, type LimitMessage } from '../lib/errors';
import { overLimit } from '../lib/rate-limiter';

export interface RouteCounter {
  /** The counter's key for this request, e.g. `register:ip:${addressKey(request.ip)}`. */
  key: (request: FastifyRequest) => string;
  max: number;
  windowMs: number;
}

export interface RouteRateLimit {
  /**
   * Counted in this order before any work; the first over its max refuses and the rest are not
   * counted. Per-address counters go first, so a refused caller creates no keys named by its body.
   */
  counters: RouteCounter[];
  /** The refusal's own sentence, where the general "too many tries" is not the right one. */
  message?: LimitMessage;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

export const rateLimits = fp(
  async (app) => {
    const { limiter } = app;
    app.addHook('onRoute', (route) => {
      const limit = route.config?.rateLimit;
      if (!limit) return;
      const check: preHandlerAsyncHookHandler = async (request) => {
        const counters = limit.counters.map((c) => ({ ...c, key: c.key(request) }));
        const blocked = await overLimit(limiter, counters);
        if (blocked) throw tooManyRequests(blocked.retryAfter, limit.message);
      };
      const existing = route.preHandler;
      route.preHandler = [
        ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
        check,
      ];
    });
    app.addHook('onClose', () => limiter.close());
  },
  { name: 'rate-limits', dependencies: ['core'] },
);

/** The validated body's e-mail address (its schema lower-cased it). */
export function bodyEmail(request: FastifyRequest): string {
  const body: unknown = request.body;
  return typeof body === 'object' && body !== null && 'email' in body ? String(body.email) : '';
}

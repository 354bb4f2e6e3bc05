/**
 * The options most /api/users/… routes share: what is asked (a body or a query), the one answer
 * with its status, and the route's rate limit. A signed-in route adds its own `preHandler`.
 */
import type { z } from 'zod';
import type { RouteRateLimit } from '@server/plugins/rate-limit';

type Asked = { body: z.ZodType } | { querystring: z.ZodType };

export function limitedRoute<I extends Asked, S extends number, A extends z.ZodType>(
  asked: I,
  status: S,
  answer: A,
  rateLimit: RouteRateLimit,
) {
  // A computed key widens to an index signature: the status is put back as the one key it is.
  const response = { [status]: answer } as Record<S, A>;
  return { schema: { ...asked, response }, config: { rateLimit } };
}

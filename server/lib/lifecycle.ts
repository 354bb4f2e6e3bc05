/**
 * Where this instance is in its life, for the balancer: while it drains (it was told to stop) its
 * readiness answers 503, so no new traffic comes, while what it holds is finished.
 */
export interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

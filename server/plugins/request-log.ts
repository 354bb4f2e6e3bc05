/**
 * The access log: one line per request, written when its answer has gone (method, URL with its
 * secrets masked, status, milliseconds). Never a body or a header. Fastify's own two lines per
 * request are off (`requestLogController` below, given to Fastify as its `logController`).
 */
import { LogController } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from '../lib/log-redaction';

/** Fastify's per-request lines ("incoming request", "request completed") off: this plugin writes one. */
export const requestLogController = () => new LogController({ disableRequestLogging: true });

export const requestLog = fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          statusCode: reply.statusCode,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });
  },
  { name: 'request-log' },
);

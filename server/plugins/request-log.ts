/**
 * The access log: one line per request, written when its answer has gone (method, URL with its
 * secrets masked, status, milliseconds). Never a body or a header. Fastify's own two lines per
 * request are off (`disableRequestLogging`).
 */
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../lib/log-redaction';

export function registerRequestLog(app: FastifyInstance) {
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
}

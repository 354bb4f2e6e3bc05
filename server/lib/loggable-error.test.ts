import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeError, WITHHELD, withSafeErrorLogging } from './loggable-error';

const CV = ['anna@example.com', '+358 40 123 4567', 'Anna', 'Kivi'];

function failedQuery() {
  const cause = Object.assign(new Error('duplicate key value: Key (email)=(anna@example.com)'), {
    code: '23505',
    constraint: 'users_email_unique',
    table: 'users',
    detail: 'Key (email)=(anna@example.com) already exists.',
  });
  return new DrizzleQueryError('insert into "cvs" values ($1, $2, $3, $4)', CV, cause);
}

function logged(err: unknown): string {
  let out = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out += chunk.toString();
      done();
    },
  });
  // The app's own logger, as buildApp makes it: a request's child logger logs the error.
  const app = Fastify({ logger: withSafeErrorLogging({ level: 'info', stream }) });
  app.log.child({ reqId: 'r1' }).error({ err }, 'unhandled error');
  return out;
}

describe('the log never holds a failed query values', () => {
  it('keeps the kind, the SQLSTATE and the constraint, not the message, params or detail', () => {
    const line = logged(failedQuery());
    for (const value of CV) expect(line).not.toContain(value);
    const { err } = JSON.parse(line) as { err: ReturnType<typeof serializeError> };
    expect(err).toMatchObject({ type: 'DrizzleQueryError', message: WITHHELD });
    expect(err.causes).toEqual([
      expect.objectContaining({ code: '23505', constraint: 'users_email_unique', table: 'users' }),
    ]);
    expect(err.stack).toMatch(/^\s+at /);
  });

  it('keeps the message of an error that did not come from the database', () => {
    const err = serializeError(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(err).toMatchObject({ type: 'TypeError', message: expect.stringContaining("'x'") });
  });

  it('leaves a logger that is off, off', () => {
    expect(withSafeErrorLogging(false)).toBe(false);
  });
});

/**
 * The log's `err` serializer: an error's kind, codes and stack frames, and its message only when no
 * database query failed. Drizzle's message and `params` hold a failed query's values (a whole CV
 * with its e-mail and phone), and a driver's message or `detail` may quote one ("Key (email)=…").
 */
import type { FastifyServerOptions } from 'fastify';

/** The fields a PostgreSQL error names without quoting any value. */
const SAFE_DB_FIELDS = ['severity', 'constraint', 'table', 'column', 'routine'] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

type Described = Record<string, unknown>;

function field(error: Error, name: string): unknown {
  return name in error ? Reflect.get(error, name) : undefined;
}

function isDatabaseError(error: Error): boolean {
  const code = field(error, 'code');
  return (
    'params' in error ||
    'query' in error ||
    (typeof code === 'string' && SQLSTATE.test(code)) ||
    /Drizzle|Database|PGlite|Postgres/i.test(error.name)
  );
}

function causesOf(error: Error): Error[] {
  const chain: Error[] = [error];
  let cause = field(error, 'cause');
  while (cause instanceof Error && chain.length <= MAX_CAUSES) {
    chain.push(cause);
    cause = field(cause, 'cause');
  }
  return chain;
}

/** Stack frames without the first line, which repeats the message. */
function frames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** Said instead of the message of an error whose chain holds a failed query. */
export const WITHHELD = 'message left out: it may quote the query values';

function describe(error: Error, withMessage: boolean) {
  const described: Described & { type: string; message: string } = {
    // Drizzle's query error keeps the name 'Error'; its class says more.
    type:
      error.constructor.name && error.constructor.name !== 'Error'
        ? error.constructor.name
        : error.name,
    message: withMessage ? error.message : WITHHELD,
  };
  const code = field(error, 'code');
  if (typeof code === 'string' || typeof code === 'number') described.code = code;
  const statusCode = field(error, 'statusCode');
  if (typeof statusCode === 'number') described.statusCode = statusCode;
  for (const name of SAFE_DB_FIELDS) {
    const value = field(error, name);
    if (typeof value === 'string' && value) described[name] = value;
  }
  return described;
}

export function serializeError(error: unknown): Described & {
  type: string;
  message: string;
  stack: string;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: WITHHELD, stack: '' };
  const chain = causesOf(error);
  const withMessage = !chain.some(isDatabaseError);
  const [first, ...causes] = chain.map((e) => describe(e, withMessage));
  return {
    ...first!,
    stack: frames(error.stack),
    ...(causes.length ? { causes } : {}),
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options, with {@link serializeError} for every `err` anything logs. */
export function withSafeErrorLogging(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: serializeError } };
}

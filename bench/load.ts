/** One autocannon run, reduced to the figures we report. */
import autocannon from 'autocannon';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Of those, refused by a rate limit (429). */
  limited: number;
  bytesPerReq: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  body?: string | Buffer;
  connections?: number;
  seconds?: number;
  /** Stop after this many requests instead of after `seconds`. */
  amount?: number;
}

export async function load(options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: { 'accept-encoding': 'br, gzip', ...options.headers },
    body: options.body,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 8,
    ...(options.amount ? { amount: options.amount } : {}),
  });
  return {
    // A run of `amount` requests ends within its last second: count over its whole duration.
    rps: Math.round(
      options.amount ? result.requests.total / result.duration : result.requests.average,
    ),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    limited: result.statusCodeStats?.['429']?.count ?? 0,
    bytesPerReq: result.requests.total
      ? Math.round(result.throughput.total / result.requests.total)
      : 0,
  };
}

/**
 * Issue 30's hostile round: 50 clients ask the visitor pages and public CVs with made-up query
 * strings, Host and X-Forwarded-Host headers (each request its own), while a monitor times
 * /api/health/ from a process of its own. Before the fix every such request drew and compressed
 * a page again, and health took seconds. Each page is asked once first, plainly, as by the first
 * visitors since a start: what is timed is what made-up requests cost on top (nothing is drawn
 * again), not the sixteen first draws, which happen once per process whatever is sent.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface HostileFigures {
  clients: number;
  seconds: number;
  /** The made-up requests: pages answered per second, their latencies (ms), failures. */
  pages: { rps: number; p50: number; p99: number; errors: number; non2xx: number };
  /** /api/health/ timed one request at a time, alone (before) and during the round (ms). */
  healthAlone: HealthFigures;
  health: HealthFigures;
}

interface HealthFigures {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failed: number;
}

const VISITOR_PAGES = [
  '/',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/privacy-policy',
  '/terms-of-service',
  '/contact-us',
  '/cv-template-preview',
];
const CLIENTS = 50;

const made = () => randomBytes(5).toString('hex');
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function percentile(sorted: number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, at)] ?? Number.NaN) * 10) / 10;
}

async function timeHealth(url: string, seconds: number): Promise<HealthFigures> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    'bench/health-timer.mjs',
    url,
    String(seconds),
  ]);
  const { times, failed } = JSON.parse(stdout) as { times: number[]; failed: number };
  const sorted = [...times].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    failed,
  };
}

/** A visitor page or one of `publicPaths`, with a made-up query and made-up hosts. */
function hostileRequest(publicPaths: readonly string[]): autocannon.Request {
  const path = Math.random() < 0.5 ? pick(VISITOR_PAGES) : pick(publicPaths);
  const query = [
    `newsletter=${made()}`,
    `${made()}=${made()}`,
    `lang=${pick(['en', 'fi', made()])}`,
    `lng=${pick(['en', 'fi', made()])}`,
  ].join('&');
  return {
    method: 'GET',
    path: `${path}?${query}`,
    headers: {
      host: `${made()}.example`,
      'x-forwarded-host': `${made()}.example`,
      'accept-language': pick(['en', 'fi', 'fi-FI,fi;q=0.9', 'de']),
      'accept-encoding': pick(['br, gzip', 'gzip', '']),
    },
  };
}

export async function hostileRound(
  url: string,
  publicPaths: readonly string[],
  seconds: number,
): Promise<HostileFigures> {
  for (const path of [...VISITOR_PAGES, ...publicPaths])
    for (const language of ['en', 'fi'])
      await (await fetch(`${url}${path}`, { headers: { 'accept-language': language } })).text();
  const healthAlone = await timeHealth(url, 3);
  const [load, health] = await Promise.all([
    autocannon({
      url,
      connections: CLIENTS,
      duration: seconds,
      requests: [{ setupRequest: () => hostileRequest(publicPaths) }],
    }),
    timeHealth(url, seconds - 1),
  ]);
  return {
    clients: CLIENTS,
    seconds,
    pages: {
      rps: Math.round(load.requests.average),
      p50: load.latency.p50,
      p99: load.latency.p99,
      errors: load.errors + load.timeouts,
      non2xx: load.non2xx,
    },
    healthAlone,
    health,
  };
}

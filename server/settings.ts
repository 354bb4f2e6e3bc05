/** Reads and validates the environment once at start, so a wrong setting fails loudly and early. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { checkDataDir, DataDirError } from './lib/data-dir';
import { trustProxySetting } from './lib/trusted-proxies';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_ORIGIN: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /**
   * The key (32+ characters) that encrypts two-step sign-in secrets at rest; without it one is
   * derived from JWT_SECRET with HKDF (docs/decisions.md).
   */
  TOTP_ENCRYPTION_KEY: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('CV Builder <no-reply@localhost>'),
  CONTACT_TO: z.string().default('support@localhost'),
  REDIS_URL: optionalString,
  /**
   * Object storage for photos and PDFs (docs/scaling.md): an S3 bucket, with the endpoint of an
   * S3-compatible server (MinIO, R2, s3rver) when it is not AWS. Without it photos stay in the
   * database and PDFs in memory.
   */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** The bucket in the path, as MinIO and s3rver want; AWS takes either. */
  S3_FORCE_PATH_STYLE: flag(true),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  PAYMENTS_ON_SALE: flag(false),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  COOKIE_CONSENT_ID: optionalString,
  SEED_DEMO: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The balancers whose X-Forwarded-For is believed: addresses or CIDR ranges, none by default. */
  TRUST_PROXY: trustProxySetting,
  /**
   * On SIGTERM, how long readiness answers 503 before the server stops taking connections: long
   * enough for the balancer's health check to see it (docs/scaling.md).
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** Multiplies every brute-force and abuse limit (the browser tests raise it; all requests come from one IP). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  STATIC_DIR: z.string().default('./dist'),
  /** The Chromium that renders PDFs (Debian's package by default); none there answers 503. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
});

export type Settings = Omit<z.infer<typeof envSchema>, 'APP_ORIGIN' | 'JWT_SECRET'> & {
  APP_ORIGIN: string;
  JWT_SECRET: string;
};

export class SettingsError extends Error {}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new SettingsError(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  const s3Parts = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const orphan = s3Parts.find((name) => s[name] !== undefined);
  if (!s.S3_BUCKET && orphan)
    throw new SettingsError(
      `Invalid settings in the environment:\n  S3_BUCKET: must be set with ${orphan}`,
    );
  if (Boolean(s.S3_ACCESS_KEY_ID) !== Boolean(s.S3_SECRET_ACCESS_KEY))
    throw new SettingsError(
      'Invalid settings in the environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    );
  const dataDir = path.resolve(s.DATA_DIR);
  try {
    checkDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirError) throw new SettingsError(error.message);
    throw error;
  }
  return {
    ...s,
    DATA_DIR: dataDir,
    APP_ORIGIN: (s.APP_ORIGIN ?? `http://localhost:${s.PORT}`).replace(/\/+$/, ''),
    JWT_SECRET: s.JWT_SECRET ?? readOrCreateSecret(dataDir),
  };
}

/** A secret kept in DATA_DIR, so tokens survive a restart without any setup. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

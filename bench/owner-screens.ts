/**
 * The owner's screens on a phone, signed in: Lighthouse's mobile preset on each, cold (no HTTP
 * cache, no service worker, an empty local store: the first visit on a new phone after signing in).
 */
import { STORAGE_KEYS } from '@/config/storage-keys';
import { medianLighthouse, type DeviceStorage, type LighthouseFigures } from './lighthouse';
import { BENCH_PASSWORD, type BenchUser } from './seed';

/** Each owner screen by name, and its address for a user's CV. */
export const OWNER_SCREENS: [string, (cvId: string) => string][] = [
  ['/dashboard', () => '/dashboard'],
  ["/cv-wizard (the wizard's first step)", () => '/cv-wizard'],
  ['/cv/{id} (the CV page)', (cvId) => `/cv/${cvId}`],
  ['/cv/{id}?edit=true (the editor)', (cvId) => `/cv/${cvId}?edit=true`],
  ['/account', () => '/account'],
  ['/cv/{id}/views', (cvId) => `/cv/${cvId}/views`],
  ['/cv/{id}/ats', (cvId) => `/cv/${cvId}/ats`],
];

/** Issue 47's targets for an owner screen, cold on the mobile preset. */
export const OWNER_TARGETS = {
  performance: 90,
  fcpMs: 1800,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  jsKb: 250,
  accessibility: 100,
};

export function ownerScreenMet(f: LighthouseFigures): boolean {
  return (
    f.performance >= OWNER_TARGETS.performance &&
    f.fcpMs <= OWNER_TARGETS.fcpMs &&
    f.lcpMs <= OWNER_TARGETS.lcpMs &&
    f.tbtMs <= OWNER_TARGETS.tbtMs &&
    f.cls <= OWNER_TARGETS.cls &&
    f.jsKb <= OWNER_TARGETS.jsKb &&
    f.accessibility === OWNER_TARGETS.accessibility
  );
}

/** What a phone holds after `user` signed in there: the session as the app keeps it. */
export async function signedInDevice(
  origin: string,
  user: BenchUser,
  language: 'en' | 'fi' = 'en',
): Promise<DeviceStorage> {
  const res = await fetch(`${origin}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const { data } = (await res.json()) as {
    data: {
      tokens: { access: string; refresh: string };
      user: { username: string; is_premium: boolean };
    };
  };
  return {
    [STORAGE_KEYS.auth]: JSON.stringify({
      accessToken: data.tokens.access,
      refreshToken: data.tokens.refresh,
    }),
    [STORAGE_KEYS.username]: data.user.username,
    [STORAGE_KEYS.isPremium]: String(data.user.is_premium),
    [STORAGE_KEYS.language]: language,
  };
}

/**
 * Each owner screen, median of `runs`. A new session per screen: a refresh token is rotated on use,
 * and each run starts from the same device state.
 */
export async function measureOwnerScreens(
  origin: string,
  user: BenchUser,
  { runs = 3, log = console.log }: { runs?: number; log?: (line: string) => void } = {},
): Promise<Record<string, LighthouseFigures>> {
  const figures: Record<string, LighthouseFigures> = {};
  for (const [name, address] of OWNER_SCREENS) {
    log(`· Lighthouse ${name}, signed in, cold (median of ${runs})`);
    const storage = await signedInDevice(origin, user);
    figures[name] = await medianLighthouse(`${origin}${address(user.cvId)}`, { runs, storage });
  }
  return figures;
}

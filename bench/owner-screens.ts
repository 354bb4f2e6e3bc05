/**
 * The owner's screens on a phone, signed in: Lighthouse's mobile preset on each, cold (no HTTP
 * cache, no service worker, an empty local store: the first visit on a new phone after signing in).
 */
import { STORAGE_KEYS } from '@/config/storage-keys';
import { welcomeName } from '@/domain/greeting';
import { greetingEntry } from '@/lib/local-data/greeting';
import { DEMO_CV } from '@server/modules/cv/demo-seed';
import { medianLighthouse, type DeviceStorage, type LighthouseFigures } from './lighthouse';
import { BENCH_APPLICATION, BENCH_PASSWORD, type BenchUser } from './seed';

/**
 * What of the owner's own data a screen shows once it has it, not only its skeleton: a text on the
 * page (or in a field), or the field a screen is for. Checked in the page: see bench/shown.ts.
 */
export type Shown = { text: string } | { field: string };

export interface OwnerScreen {
  name: string;
  /** Its address for a user's CV (or the user's application). */
  address: (user: BenchUser) => string;
  shows: (user: BenchUser) => Shown;
}

/** The seeded CV's title and job title (bench/seed.ts gives each user the demo CV). */
const cvTitle: Shown = { text: DEMO_CV.title ?? '' };
const cvText: Shown = { text: DEMO_CV.current_job_title };

/** Each owner screen (issue 47): a screen added later gets its entry here, and so its rows. */
const ALL_OWNER_SCREENS: OwnerScreen[] = [
  { name: '/dashboard', address: () => '/dashboard', shows: () => cvTitle },
  {
    name: "/cv-wizard (the wizard's first step)",
    address: () => '/cv-wizard',
    shows: () => ({ field: 'CV name' }),
  },
  { name: '/cv/{id} (the CV page)', address: ({ cvId }) => `/cv/${cvId}`, shows: () => cvText },
  {
    name: '/cv/{id}?edit=true (the editor)',
    address: ({ cvId }) => `/cv/${cvId}?edit=true`,
    shows: () => cvText,
  },
  { name: '/account', address: () => '/account', shows: (user) => ({ text: user.email }) },
  { name: '/cv/{id}/views', address: ({ cvId }) => `/cv/${cvId}/views`, shows: () => cvTitle },
  // The reading of the CV's PDF: its score.
  {
    name: '/cv/{id}/ats',
    address: ({ cvId }) => `/cv/${cvId}/ats`,
    shows: () => ({ text: '/ 100' }),
  },
  // The seeded application (bench/seed.ts): the list shows its company, its page the version.
  {
    name: '/applications',
    address: () => '/applications',
    shows: () => ({ text: BENCH_APPLICATION.company }),
  },
  {
    name: "/applications/{id} (the version's editor)",
    address: ({ applicationId }) => `/applications/${applicationId}`,
    shows: () => cvText,
  },
];

/**
 * BENCH_OWNER_SCREENS: only the screens whose name holds one of these comma-separated words, to
 * measure one change on one screen in minutes instead of all of them.
 */
const ONLY = process.env.BENCH_OWNER_SCREENS?.split(',').filter(Boolean);
export const OWNER_SCREENS = ONLY
  ? ALL_OWNER_SCREENS.filter(({ name }) => ONLY.some((word) => name.includes(word)))
  : ALL_OWNER_SCREENS;

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
      user: { username: string; is_premium: boolean; first_name: string | null };
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
    // The name the sign-in answers for the dashboard's welcome (src/features/auth/session.ts).
    [STORAGE_KEYS.greetingName]: greetingEntry(
      data.user.username,
      welcomeName(data.user.first_name, data.user.username),
    ),
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
  for (const { name, address } of OWNER_SCREENS) {
    log(`· Lighthouse ${name}, signed in, cold (median of ${runs})`);
    const storage = await signedInDevice(origin, user);
    figures[name] = await medianLighthouse(`${origin}${address(user)}`, { runs, storage });
  }
  return figures;
}

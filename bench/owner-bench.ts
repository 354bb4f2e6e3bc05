/**
 * Issue 47's figures of the owner's screens, run on a server with seeded users: Lighthouse signed in
 * and cold, the JavaScript each route really loads, and the screens opened again offline. Each is a
 * stage of its own; their tables and their rows of the bench's targets.
 */
import { measureBundles, type RouteBytes } from './bundle';
import type { LighthouseFigures } from './lighthouse';
import { measureOwnerScreens, OWNER_TARGETS, ownerScreenMet } from './owner-screens';
import { measureReturning, RETURNING_TARGET_MS, type ReturningFigures } from './returning';
import type { BenchUser } from './seed';
import type { createStages } from './stages';

export interface OwnerFigures {
  /** Each owner screen, Lighthouse's mobile preset, signed in and cold. */
  ownerLighthouse?: Record<string, LighthouseFigures>;
  /** The JavaScript each route loads in the browser, the owner screens against their budget. */
  bundles?: RouteBytes[];
  /** Each owner screen opened again offline with the worker in control, 4x CPU throttling. */
  ownerReturning?: Record<string, ReturningFigures>;
}

export const OWNER_STAGES = {
  lighthouse: 'Lighthouse (owner screens, signed in, cold, PGlite)',
  bundles: 'JavaScript per route (in the browser, signed in, cold, PGlite)',
  returning: 'Owner screens opened again (offline, worker in control, 4x CPU, PGlite)',
};

/** BENCH_OWNER_RUNS: Lighthouse runs per owner screen (the median is kept; 3 as issue 47 reports). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_OWNER_RUNS ?? 3);

/**
 * The owner figures on the server at `origin` (use `localhost`: a service worker needs a secure
 * origin). Three seeded users, one per measurement, so no sign-in limit is met.
 */
export async function ownerRound(
  stages: ReturnType<typeof createStages>,
  origin: string,
  users: BenchUser[],
  { lighthouse }: { lighthouse: boolean },
): Promise<OwnerFigures> {
  const [first, second, third] = users as [BenchUser, BenchUser, BenchUser];
  const figures: OwnerFigures = {};
  if (lighthouse)
    figures.ownerLighthouse = await stages.run(OWNER_STAGES.lighthouse, () =>
      measureOwnerScreens(origin, first, { runs: LIGHTHOUSE_RUNS }),
    );
  figures.bundles = await stages.run(OWNER_STAGES.bundles, () => measureBundles(origin, second));
  figures.ownerReturning = await stages.run(OWNER_STAGES.returning, () =>
    measureReturning(origin, third),
  );
  return figures;
}

/** Marks the owner stages skipped when the stage they run in failed before reaching them. */
export function skipOwnerStages(
  stages: ReturnType<typeof createStages>,
  { lighthouse }: { lighthouse: boolean },
  why: string,
) {
  for (const [key, name] of Object.entries(OWNER_STAGES)) {
    if (key === 'lighthouse' && !lighthouse) continue;
    if (!stages.outcomes.some((o) => o.stage === name)) stages.skip(name, why);
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const withinBudget = (b: RouteBytes) => b.budget === null || b.transfer <= b.budget;
const returnedInTime = (f: ReturningFigures) => f.ms !== null && f.ms <= RETURNING_TARGET_MS;

export function reportOwner({ ownerLighthouse, bundles, ownerReturning }: OwnerFigures) {
  if (ownerLighthouse && Object.keys(ownerLighthouse).length) {
    console.log(
      `\nLighthouse, owner screens, mobile, signed in, cold (median of ${LIGHTHOUSE_RUNS}), against issue 47's targets`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(ownerLighthouse).map(([name, f]) => [
          name,
          {
            'perf/a11y': `${f.performance}/${f.accessibility}`,
            'FCP ms': f.fcpMs,
            'LCP ms': f.lcpMs,
            'TBT ms': f.tbtMs,
            CLS: f.cls,
            'JS KB': f.jsKb,
            met: ownerScreenMet(f),
          },
        ]),
      ),
    );
  }
  if (bundles?.length) {
    console.log(
      '\nJavaScript each route loads in the browser (cold; transfer = compressed bodies and headers, against the budget)',
    );
    console.table(
      Object.fromEntries(
        bundles.map((b) => [
          b.route,
          {
            scripts: b.files,
            sent: kb(b.sent),
            transfer: kb(b.transfer),
            uncompressed: kb(b.raw),
            budget: b.budget === null ? '–' : kb(b.budget),
            met: b.budget === null ? '–' : withinBudget(b),
          },
        ]),
      ),
    );
  }
  if (ownerReturning && Object.keys(ownerReturning).length) {
    console.log(
      `\nOwner screens opened again: offline, worker in control, 4x CPU; ms until the owner's data shows (target ≤ ${RETURNING_TARGET_MS})`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(ownerReturning).map(([name, f]) => [
          name,
          {
            'ms (median)': f.ms ?? 'not shown',
            runs: f.runs.map((ms) => ms ?? '–').join(', '),
            load: f.load,
            met: returnedInTime(f),
          },
        ]),
      ),
    );
  }
}

/** The owner's rows of the bench's Targets table. */
export function ownerTargets({ ownerLighthouse, bundles, ownerReturning }: OwnerFigures) {
  const screens = Object.values(ownerLighthouse ?? {});
  const budgeted = (bundles ?? []).filter((b) => b.budget !== null);
  const returning = Object.values(ownerReturning ?? {});
  const t = OWNER_TARGETS;
  return {
    [`every owner screen meets issue 47's targets (perf ≥ ${t.performance}, FCP ≤ ${t.fcpMs} ms, LCP ≤ ${t.lcpMs} ms, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}, JS ≤ ${t.jsKb} KB, a11y ${t.accessibility})`]:
      {
        value: screens.length ? `${screens.filter(ownerScreenMet).length}/${screens.length}` : '–',
        met: screens.length ? screens.every(ownerScreenMet) : '–',
      },
    [`owner routes within ${t.jsKb} KB of JavaScript each, as the browser loads them`]: {
      value: budgeted.length ? `${budgeted.filter(withinBudget).length}/${budgeted.length}` : '–',
      met: budgeted.length ? budgeted.every(withinBudget) : '–',
    },
    [`owner screens opened again offline show the owner's data ≤ ${RETURNING_TARGET_MS} ms (4x CPU)`]:
      {
        value: returning.length
          ? `${returning.filter(returnedInTime).length}/${returning.length}`
          : '–',
        met: returning.length ? returning.every(returnedInTime) : '–',
      },
  };
}

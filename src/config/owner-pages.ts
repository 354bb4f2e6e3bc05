/**
 * The owner's screens whose first HTML the server draws: the navigation and the screen's skeleton
 * in its final layout (no one's data), so they paint before any JavaScript has run; the app then
 * draws over them (src/main.tsx) with the data from the device or the API.
 */
import { paths } from './paths';

/** A CV id for drawing a CV's screens: the skeleton shows no id. */
const ANY_CV = '00000000-0000-4000-8000-000000000000';

export interface OwnerPage {
  /** The address pattern, as the server's router takes it. */
  route: string;
  /** An address of it to draw. */
  draw: string;
  /** The screen's module (the build's manifest key), which its page preloads. */
  module: string;
}

export const OWNER_PAGES: readonly OwnerPage[] = [
  { route: paths.dashboard.path, draw: '/dashboard', module: 'src/app/routes/dashboard.tsx' },
  { route: paths.account.path, draw: '/account', module: 'src/app/routes/account.tsx' },
  { route: paths.cv.path, draw: paths.cv.getHref(ANY_CV), module: 'src/app/routes/cv.tsx' },
  {
    route: paths.cvAts.path,
    draw: paths.cvAts.getHref(ANY_CV),
    module: 'src/app/routes/cv-ats.tsx',
  },
  {
    route: paths.cvViews.path,
    draw: paths.cvViews.getHref(ANY_CV),
    module: 'src/app/routes/cv-views.tsx',
  },
  {
    route: paths.applications.path,
    draw: paths.applications.getHref(),
    module: 'src/app/routes/applications.tsx',
  },
  {
    route: paths.application.path,
    draw: paths.application.getHref(ANY_CV),
    module: 'src/app/routes/application.tsx',
  },
  {
    route: paths.wizard.path,
    draw: paths.wizard.getHref(),
    module: 'src/app/routes/wizard-steps.tsx',
  },
  // A later step's address: its skeleton (only the first step is the same for every draft).
  {
    route: `${paths.wizard.path}/*`,
    draw: paths.wizard.getHref('bio'),
    module: 'src/app/routes/wizard-steps.tsx',
  },
];

const patterns = OWNER_PAGES.map(
  (page) =>
    [
      new RegExp(`^${page.route.replace(/:[a-zA-Z]+/g, '[^/]+').replace(/\*$/, '.+')}/?$`),
      page,
    ] as const,
);

/** The owner screen at `pathname`, if it is one. */
export function ownerPageOf(pathname: string): OwnerPage | undefined {
  return patterns.find(([pattern]) => pattern.test(pathname))?.[1];
}

/** Every owner screen sits behind this layout route. */
export const OWNER_LAYOUT_MODULE = 'src/app/routes/require-auth.tsx';

/** Set on the root element of an owner screen's drawn shell: the app draws over it, not hydrates. */
export const OWNER_SHELL_ATTRIBUTE = 'data-owner-shell';

/** Every URL of the app in one place: the router, links and the server's page handling read it. */

/** A page whose address takes no parameters. */
const page = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: page('/'),
  pricing: { path: '/', getHref: () => '/#pricing' },
  login: page('/auth/login'),
  register: page('/auth/register'),
  checkEmail: page('/auth/check-email'),
  forgotPassword: page('/auth/forgot-password'),
  secondStep: page('/auth/second-step'),
  setUsername: page('/auth/set-username'),
  // Optional parts: a link a mail client cut short still reaches its page, which says so.
  verifyEmail: {
    path: '/verify-email/:uuid?/:token?',
    getHref: (uuid: string, token: string) => `/verify-email/${uuid}/${token}`,
  },
  resetPassword: {
    path: '/reset-password/:uuid?/:token?',
    getHref: (uuid: string, token: string) => `/reset-password/${uuid}/${token}`,
  },
  secondFactorReset: {
    path: '/second-factor-reset/:uuid?/:token?',
    getHref: (uuid: string, token: string) => `/second-factor-reset/${uuid}/${token}`,
  },
  confirmEmail: {
    path: '/confirm-email/:uuid/:token',
    getHref: (uuid: string, token: string) => `/confirm-email/${uuid}/${token}`,
  },
  dashboard: page('/dashboard'),
  account: page('/account'),
  cv: {
    path: '/cv/:cvId',
    getHref: (cvId: string, edit = false) => `/cv/${cvId}${edit ? '?edit=true' : ''}`,
  },
  cvAts: {
    path: '/cv/:cvId/ats',
    getHref: (cvId: string, version?: string | null) =>
      `/cv/${cvId}/ats${version ? `?lang=${version}` : ''}`,
  },
  cvViews: {
    path: '/cv/:cvId/views',
    getHref: (cvId: string, days?: number) => `/cv/${cvId}/views${days ? `?days=${days}` : ''}`,
  },
  applications: page('/applications'),
  application: {
    path: '/applications/:applicationId',
    getHref: (id: string) => `/applications/${encodeURIComponent(id)}`,
  },
  atsCheck: page('/ats-check'),
  wizard: {
    path: '/cv-wizard',
    getHref: (step = '') => (step ? `/cv-wizard/${step}` : '/cv-wizard'),
  },
  wizardCompleted: {
    path: '/cv-wizard/completed/:cvId',
    getHref: (cvId: string) => `/cv-wizard/completed/${cvId}`,
  },
  templatePreview: page('/cv-template-preview'),
  paymentsSuccess: page('/payments/success'),
  paymentsFailed: page('/payments/failed'),
  privacy: page('/privacy-policy'),
  terms: page('/terms-of-service'),
  userAgreement: { path: '/user-agreement', getHref: () => '/terms-of-service' },
  contact: page('/contact-us'),
  notFound: page('/404'),
  publicCv: {
    path: '/:username/:slug?',
    getHref: (username: string, slug?: string | null) =>
      `/${encodeURIComponent(username)}${slug && slug !== 'none' ? `/${encodeURIComponent(slug)}` : ''}`,
  },
} as const;

const ROUTE_PATTERNS = Object.values(paths)
  .filter((p) => p.path !== paths.publicCv.path)
  .map(
    (p) =>
      new RegExp(
        `^${p.path.replace(/\/:[a-zA-Z]+\?/g, '(?:/[^/]+)?').replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`,
      ),
  );

/** True for a path the app itself renders (not counting public CV pages). */
export function isAppRoute(pathname: string): boolean {
  if (pathname.startsWith('/cv-wizard/')) return true;
  return ROUTE_PATTERNS.some((re) => re.test(pathname));
}

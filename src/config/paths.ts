/** Every URL of the app in one place: the router, links and the server's page handling read it. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  pricing: { path: '/', getHref: () => '/#pricing' },
  login: { path: '/auth/login', getHref: () => '/auth/login' },
  register: { path: '/auth/register', getHref: () => '/auth/register' },
  checkEmail: { path: '/auth/check-email', getHref: () => '/auth/check-email' },
  forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
  setUsername: { path: '/auth/set-username', getHref: () => '/auth/set-username' },
  verifyEmail: {
    path: '/verify-email/:uuid/:token',
    getHref: (uuid: string, token: string) => `/verify-email/${uuid}/${token}`,
  },
  resetPassword: {
    path: '/reset-password/:uuid/:token',
    getHref: (uuid: string, token: string) => `/reset-password/${uuid}/${token}`,
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  cv: {
    path: '/cv/:cvId',
    getHref: (cvId: string, edit = false) => `/cv/${cvId}${edit ? '?edit=true' : ''}`,
  },
  wizard: {
    path: '/cv-wizard',
    getHref: (step = '') => (step ? `/cv-wizard/${step}` : '/cv-wizard'),
  },
  wizardCompleted: {
    path: '/cv-wizard/completed/:cvId',
    getHref: (cvId: string) => `/cv-wizard/completed/${cvId}`,
  },
  templatePreview: { path: '/cv-template-preview', getHref: () => '/cv-template-preview' },
  paymentsSuccess: { path: '/payments/success', getHref: () => '/payments/success' },
  paymentsFailed: { path: '/payments/failed', getHref: () => '/payments/failed' },
  privacy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  terms: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  userAgreement: { path: '/user-agreement', getHref: () => '/terms-of-service' },
  contact: { path: '/contact-us', getHref: () => '/contact-us' },
  notFound: { path: '/404', getHref: () => '/404' },
  publicCv: {
    path: '/:username/:slug?',
    getHref: (username: string, slug?: string | null) =>
      `/${encodeURIComponent(username)}${slug && slug !== 'none' ? `/${encodeURIComponent(slug)}` : ''}`,
  },
} as const;

const ROUTE_PATTERNS = Object.values(paths)
  .filter((p) => p.path !== paths.publicCv.path)
  .map((p) => new RegExp(`^${p.path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`));

/** True for a path the app itself renders (not counting public CV pages). */
export function isAppRoute(pathname: string): boolean {
  if (pathname.startsWith('/cv-wizard/')) return true;
  return ROUTE_PATTERNS.some((re) => re.test(pathname));
}

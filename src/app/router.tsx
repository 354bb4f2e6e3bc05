/** The route table: every screen is its own lazily loaded module, so the first load stays small. */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { PROTECTED_ROUTE_ID } from './layout/use-session-ended-redirect';
import { RouteError } from './routes/route-error';
import type * as WizardSteps from './routes/wizard-steps';

type WizardModule = typeof WizardSteps;
const step = (name: keyof WizardModule) =>
  import('./routes/wizard-steps').then((m) => ({ Component: m[name] }));

/** A screen's path and the module that draws it; the import stays literal so each is its own chunk. */
type Screen = readonly [path: string, lazy: NonNullable<RouteObject['lazy']>];
const screens = (list: readonly Screen[]): RouteObject[] =>
  list.map(([path, lazy]) => ({ path, lazy }));

/** The wizard's steps under its path, each drawn by its part of one module. */
const wizardSteps: readonly [path: string, name: keyof WizardModule][] = [
  ['template', 'TemplateStep'],
  ['basic-info', 'BasicInfoStep'],
  ['upload-image', 'UploadImageStep'],
  ['bio', 'BioStep'],
  ['work-experience', 'WorkExperienceStep'],
  ['education', 'EducationStep'],
  ['skills', 'SkillsStep'],
  ['links', 'LinksStep'],
  ['more-sections', 'MoreSectionsStep'],
  ['finalize', 'FinalizeStep'],
  ['completed/:cvId', 'CompletedPage'],
];

/** Screens anyone may open; the router ranks a fixed path above `/:username`, whatever the order. */
const visitorScreens = screens([
  [paths.login.path, () => import('./routes/auth-login')],
  [paths.register.path, () => import('./routes/auth-register')],
  [paths.checkEmail.path, () => import('./routes/auth-check-email')],
  [paths.forgotPassword.path, () => import('./routes/auth-forgot-password')],
  [paths.secondStep.path, () => import('./routes/auth-second-step')],
  [paths.secondFactorReset.path, () => import('./routes/second-factor-reset')],
  [paths.verifyEmail.path, () => import('./routes/verify-email')],
  [paths.resetPassword.path, () => import('./routes/reset-password')],
  [paths.confirmEmail.path, () => import('./routes/confirm-email')],
  [paths.templatePreview.path, () => import('./routes/template-preview')],
  [paths.contact.path, () => import('./routes/contact-us')],
  [paths.atsCheck.path, () => import('./routes/ats-check')],
  [paths.privacy.path, () => import('./routes/privacy-policy')],
  [paths.terms.path, () => import('./routes/terms-of-service')],
  [paths.userAgreement.path, () => import('./routes/terms-of-service')],
  [paths.notFound.path, () => import('./routes/not-found')],
  ['/:username', () => import('./routes/public-cv')],
  ['/:username/:slug', () => import('./routes/public-cv')],
  ['*', () => import('./routes/not-found')],
]);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      {
        // Protected screens: without an access token the visit is replaced by /auth/login.
        id: PROTECTED_ROUTE_ID,
        lazy: () => import('./routes/require-auth'),
        children: [
          ...screens([
            [paths.setUsername.path, () => import('./routes/auth-set-username')],
            [paths.dashboard.path, () => import('./routes/dashboard')],
            [paths.account.path, () => import('./routes/account')],
            [paths.cv.path, () => import('./routes/cv')],
            [paths.cvAts.path, () => import('./routes/cv-ats')],
            [paths.cvViews.path, () => import('./routes/cv-views')],
            [paths.applications.path, () => import('./routes/applications')],
            [paths.application.path, () => import('./routes/application')],
            [paths.paymentsSuccess.path, () => import('./routes/payments-success')],
            [paths.paymentsFailed.path, () => import('./routes/payments-failed')],
          ]),
          {
            path: paths.wizard.path,
            lazy: () => step('WizardLayout'),
            children: [
              { index: true, lazy: () => step('NameStep') },
              ...wizardSteps.map(([path, name]) => ({ path, lazy: () => step(name) })),
            ],
          },
        ],
      },
      ...visitorScreens,
    ],
  },
];

/**
 * `takingOver`: the app takes over a page the server drew, which the visitor may have scrolled
 * (and be tapping) by now. Hydration data, though empty (no route has a loader), tells the router
 * the first screen is already there, so it does not scroll it to the top on its first render.
 */
export function createRouter({ takingOver }: { takingOver: boolean }) {
  return createBrowserRouter(routes, takingOver ? { hydrationData: {} } : undefined);
}

/** The route table: every screen is its own lazily loaded module, so the first load stays small. */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';
import type * as WizardSteps from './routes/wizard-steps';

type WizardModule = typeof WizardSteps;
const step = (name: keyof WizardModule) =>
  import('./routes/wizard-steps').then((m) => ({ Component: m[name] }));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      { path: paths.login.path, lazy: () => import('./routes/auth-login') },
      { path: paths.register.path, lazy: () => import('./routes/auth-register') },
      { path: paths.checkEmail.path, lazy: () => import('./routes/auth-check-email') },
      { path: paths.forgotPassword.path, lazy: () => import('./routes/auth-forgot-password') },
      { path: paths.secondStep.path, lazy: () => import('./routes/auth-second-step') },
      {
        path: paths.secondFactorReset.path,
        lazy: () => import('./routes/second-factor-reset'),
      },
      { path: paths.verifyEmail.path, lazy: () => import('./routes/verify-email') },
      { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password') },
      { path: paths.confirmEmail.path, lazy: () => import('./routes/confirm-email') },
      {
        // Protected screens: without an access token the visit is replaced by /auth/login.
        lazy: () => import('./routes/require-auth'),
        children: [
          { path: paths.setUsername.path, lazy: () => import('./routes/auth-set-username') },
          { path: paths.dashboard.path, lazy: () => import('./routes/dashboard') },
          { path: paths.account.path, lazy: () => import('./routes/account') },
          { path: paths.cv.path, lazy: () => import('./routes/cv') },
          { path: paths.cvAts.path, lazy: () => import('./routes/cv-ats') },
          { path: paths.cvViews.path, lazy: () => import('./routes/cv-views') },
          { path: paths.paymentsSuccess.path, lazy: () => import('./routes/payments-success') },
          { path: paths.paymentsFailed.path, lazy: () => import('./routes/payments-failed') },
          {
            path: paths.wizard.path,
            lazy: () => step('WizardLayout'),
            children: [
              { index: true, lazy: () => step('NameStep') },
              { path: 'template', lazy: () => step('TemplateStep') },
              { path: 'basic-info', lazy: () => step('BasicInfoStep') },
              { path: 'upload-image', lazy: () => step('UploadImageStep') },
              { path: 'bio', lazy: () => step('BioStep') },
              { path: 'work-experience', lazy: () => step('WorkExperienceStep') },
              { path: 'education', lazy: () => step('EducationStep') },
              { path: 'skills', lazy: () => step('SkillsStep') },
              { path: 'links', lazy: () => step('LinksStep') },
              { path: 'more-sections', lazy: () => step('MoreSectionsStep') },
              { path: 'finalize', lazy: () => step('FinalizeStep') },
              { path: 'completed/:cvId', lazy: () => step('CompletedPage') },
            ],
          },
        ],
      },
      { path: paths.templatePreview.path, lazy: () => import('./routes/template-preview') },
      { path: paths.contact.path, lazy: () => import('./routes/contact-us') },
      { path: paths.atsCheck.path, lazy: () => import('./routes/ats-check') },
      { path: paths.privacy.path, lazy: () => import('./routes/privacy-policy') },
      { path: paths.terms.path, lazy: () => import('./routes/terms-of-service') },
      { path: paths.userAgreement.path, lazy: () => import('./routes/terms-of-service') },
      { path: paths.notFound.path, lazy: () => import('./routes/not-found') },
      { path: '/:username', lazy: () => import('./routes/public-cv') },
      { path: '/:username/:slug', lazy: () => import('./routes/public-cv') },
      { path: '*', lazy: () => import('./routes/not-found') },
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

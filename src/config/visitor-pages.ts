/**
 * The pages a visitor meets before signing in. The server draws them (in the visitor's language) so
 * they read at once without JavaScript; the app takes over only when it is needed (src/boot.ts).
 */
import { NEWSLETTER_OUTCOMES, NEWSLETTER_QUERY_PARAM } from '@/domain/newsletter-outcomes';
import { paths } from './paths';

export const VISITOR_PAGES: readonly string[] = [
  paths.home.path,
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
  paths.templatePreview.path,
  paths.contact.path,
  paths.atsCheck.path,
  paths.privacy.path,
  paths.terms.path,
  paths.userAgreement.path,
];

/**
 * A page's own description for search results and shared links, where the app's general one
 * would undersell it (the free ATS checker is how many visitors find the product).
 */
export const VISITOR_PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [paths.atsCheck.path]: 'ats:public.metaDescription',
};

/** Set on the root element of a page the server drew, so the app hydrates it instead of drawing anew. */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';

/**
 * The query parameters a visitor page reads while it is drawn, with the values that change it
 * (others, and other values, change nothing on it).
 */
export const VISITOR_PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [NEWSLETTER_QUERY_PARAM]: NEWSLETTER_OUTCOMES,
};

/** Types every t() key against the English texts, so a missing or misspelt key fails the type check. */
import type account from '../../locales/en/account.json';
import type applications from '../../locales/en/applications.json';
import type ats from '../../locales/en/ats.json';
import type auth from '../../locales/en/auth.json';
import type common from '../../locales/en/common.json';
import type contact from '../../locales/en/contact.json';
import type cv from '../../locales/en/cv.json';
import type design from '../../locales/en/design.json';
import type landing from '../../locales/en/landing.json';
import type legal from '../../locales/en/legal.json';
import type letter from '../../locales/en/letter.json';
import type mail from '../../locales/en/mail.json';
import type marketingMail from '../../locales/en/marketingMail.json';
import type payments from '../../locales/en/payments.json';
import type publicCv from '../../locales/en/publicCv.json';
import type templates from '../../locales/en/templates.json';
import type views from '../../locales/en/views.json';
import type widgets from '../../locales/en/widgets.json';
import type wizard from '../../locales/en/wizard.json';
import type wizardEnds from '../../locales/en/wizardEnds.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      applications: typeof applications;
      ats: typeof ats;
      auth: typeof auth;
      common: typeof common;
      contact: typeof contact;
      cv: typeof cv;
      landing: typeof landing;
      legal: typeof legal;
      letter: typeof letter;
      mail: typeof mail;
      marketingMail: typeof marketingMail;
      payments: typeof payments;
      publicCv: typeof publicCv;
      templates: typeof templates;
      views: typeof views;
      widgets: typeof widgets;
      wizard: typeof wizard;
      wizardEnds: typeof wizardEnds;
      design: typeof design;
    };
  }
}

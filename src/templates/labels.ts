/** Builds a template's texts from any translate function (react-i18next in the app, the server's own). */
import type { MonthStyle, TemplateLabels } from './types';

type T = (key: string, params?: Record<string, unknown>) => string;

export const TEMPLATE_NAMESPACE = 'templates';

export function buildTemplateLabels(t: T, language: 'en' | 'fi'): TemplateLabels {
  // en-US, not en-GB, for the short form: "Sep 2017" rather than "Sept 2017".
  const locale = {
    short: language === 'fi' ? 'fi-FI' : 'en-US',
    long: language === 'fi' ? 'fi-FI' : 'en-GB',
  };
  const months: Record<MonthStyle, Intl.DateTimeFormat> = {
    short: new Intl.DateTimeFormat(locale.short, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    long: new Intl.DateTimeFormat(locale.long, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
  const key = (k: string) => t(`${TEMPLATE_NAMESPACE}:${k}`);
  return {
    aboutMe: key('aboutMe'),
    summary: key('summary'),
    experience: key('experience'),
    education: key('education'),
    skills: key('skills'),
    links: key('links'),
    projects: key('projects'),
    certificates: key('certificates'),
    languageSkills: key('languageSkills'),
    interests: key('interests'),
    contact: key('contact'),
    contactMe: key('contactMe'),
    email: key('email'),
    phone: key('phone'),
    iAm: (first, last) => t(`${TEMPLATE_NAMESPACE}:iAm`, { first, last }),
    present: key('present'),
    photoAlt: (name) => t(`${TEMPLATE_NAMESPACE}:photoAlt`, { name }),
    emptyExperiences: key('emptyExperiences'),
    emptyEducations: key('emptyEducations'),
    emptySkills: key('emptySkills'),
    emptyLinks: key('emptyLinks'),
    emptyProjects: key('emptyProjects'),
    emptyCertificates: key('emptyCertificates'),
    emptyLanguageSkills: key('emptyLanguageSkills'),
    emptyInterests: key('emptyInterests'),
    proficiency: {
      beginner: key('proficiency.beginner'),
      intermediate: key('proficiency.intermediate'),
      expert: key('proficiency.expert'),
    },
    languageLevels: {
      native: key('languageLevels.native'),
      c2: key('languageLevels.c2'),
      c1: key('languageLevels.c1'),
      b2: key('languageLevels.b2'),
      b1: key('languageLevels.b1'),
      a2: key('languageLevels.a2'),
      a1: key('languageLevels.a1'),
    },
    linkTypes: {
      linkedin: 'LinkedIn',
      github: 'GitHub',
      twitter: 'Twitter',
      website: key('website'),
      facebook: 'Facebook',
      youtube: 'YouTube',
      tiktok: 'TikTok',
    },
    formatMonth: (date, style = 'short') =>
      months[style].format(new Date(`${date.slice(0, 10)}T00:00:00Z`)),
    fields: {
      first_name: key('fields.first_name'),
      last_name: key('fields.last_name'),
      email: key('fields.email'),
      phone: key('fields.phone'),
      current_job_title: key('fields.current_job_title'),
      bio_title: key('fields.bio_title'),
      bio_description: key('fields.bio_description'),
      company_name: key('fields.company_name'),
      role: key('fields.role'),
      location: key('fields.location'),
      description: key('fields.description'),
      start_date: key('fields.start_date'),
      end_date: key('fields.end_date'),
      institution: key('fields.institution'),
      degree: key('fields.degree'),
      field_of_study: key('fields.field_of_study'),
      skill_name: key('fields.skill_name'),
      proficiency: key('fields.proficiency'),
      link_type: key('fields.link_type'),
      url: key('fields.url'),
      name: key('fields.name'),
      issuer: key('fields.issuer'),
      date: key('fields.date'),
      language: key('fields.language'),
      details: key('fields.details'),
      level: key('fields.level'),
      section_title: key('fields.section_title'),
      title: key('fields.title'),
      subtitle: key('fields.subtitle'),
    },
  };
}

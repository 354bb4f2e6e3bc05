/** What a template receives: the CV's content and every text it shows, already translated. */
import type { CvView, Proficiency } from '@/domain/cv';
import type { ListName } from '@/domain/cv-rows';
import type { LanguageLevel } from '@/domain/section-rows';

export type { CvView, ListName };

/** Month names as a template prints them: short where space is tight, long where there is room. */
export type MonthStyle = 'short' | 'long';

export interface TemplateLabels {
  aboutMe: string;
  summary: string;
  experience: string;
  education: string;
  skills: string;
  links: string;
  projects: string;
  certificates: string;
  languageSkills: string;
  interests: string;
  contact: string;
  contactMe: string;
  email: string;
  phone: string;
  /** "I'm {first} {last}" (template E). */
  iAm: (first: string, last: string) => string;
  present: string;
  photoAlt: (name: string) => string;
  emptyExperiences: string;
  emptyEducations: string;
  emptySkills: string;
  emptyLinks: string;
  emptyProjects: string;
  emptyCertificates: string;
  emptyLanguageSkills: string;
  emptyInterests: string;
  proficiency: Record<Exclude<Proficiency, ''>, string>;
  /** A language's level in words, with its CEFR code: "Fluent (C1)". */
  languageLevels: Record<LanguageLevel, string>;
  linkTypes: Record<string, string>;
  /** 'YYYY-MM-01' → "Mar 2021" (short, the default) or "March 2021" (long) in the CV's language. */
  formatMonth: (date: string, style?: MonthStyle) => string;
  // Labels of the editable fields (read by screen readers in edit mode).
  fields: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    current_job_title: string;
    bio_title: string;
    bio_description: string;
    company_name: string;
    role: string;
    location: string;
    description: string;
    start_date: string;
    end_date: string;
    institution: string;
    degree: string;
    field_of_study: string;
    skill_name: string;
    proficiency: string;
    link_type: string;
    url: string;
    /** A project's or a certificate's name. */
    name: string;
    issuer: string;
    /** A certificate's month. */
    date: string;
    language: string;
    /** A language's level. */
    level: string;
    /** What of an interest, in a few words. */
    details: string;
    /** An own section's title, and an entry's title and subtitle in it. */
    section_title: string;
    title: string;
    subtitle: string;
  };
}

export interface TemplateProps {
  cv: CvView;
  labels: TemplateLabels;
}

/** What a template receives: the CV's content and every text it shows, already translated. */
import type { CvView, Proficiency } from '@/domain/cv';
import type { ListName } from '@/domain/cv-rows';
import type { LanguageLevel } from '@/domain/section-rows';
import type { ListFieldName } from '@/domain/sections';
import type { PERSON_FIELDS } from './person-fields';

export type { CvView, ListName };

/** Month names as a template prints them: short where space is tight, long where there is room. */
export type MonthStyle = 'short' | 'long';

/** A field an editor names: the CV's own, each list's and an own section's (its title, its entries'). */
export type LabelledField = (typeof PERSON_FIELDS)[number] | ListFieldName | 'section_title';

export interface TemplateLabels {
  aboutMe: string;
  summary: string;
  /** Each list's heading, and what its owner reads while it has no rows. */
  lists: Record<ListName, { title: string; empty: string }>;
  contact: string;
  contactMe: string;
  email: string;
  phone: string;
  /** "I'm {first} {last}" (template E). */
  iAm: (first: string, last: string) => string;
  present: string;
  photoAlt: (name: string) => string;
  proficiency: Record<Exclude<Proficiency, ''>, string>;
  /** A language's level in words, with its CEFR code: "Fluent (C1)". */
  languageLevels: Record<LanguageLevel, string>;
  linkTypes: Record<string, string>;
  /** 'YYYY-MM-01' → "Mar 2021" (short, the default) or "March 2021" (long) in the CV's language. */
  formatMonth: (date: string, style?: MonthStyle) => string;
  /** The labels of the editable fields (read by screen readers in edit mode). */
  fields: Record<LabelledField, string>;
}

export interface TemplateProps {
  cv: CvView;
  labels: TemplateLabels;
}

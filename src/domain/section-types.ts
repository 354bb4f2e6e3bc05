/**
 * Every list a CV has, each declared once (src/domain/section-definition.ts says what comes from a
 * declaration). The fields are in the order a form asks for them; a template places each by its
 * role (titles, then places, dates, the description and the link).
 */
import { z } from 'zod';
import { month, requiredText } from './cv-fields';
import { LIMITS } from './limits';
import {
  choiceField,
  defineSection,
  longField,
  monthField,
  textField,
  urlField,
  writtenAs,
} from './section-definition';

export const PROFICIENCIES = ['', 'beginner', 'intermediate', 'expert'] as const;
export type Proficiency = (typeof PROFICIENCIES)[number];
export const DEFAULT_PROFICIENCY: Proficiency = 'beginner';

export const LINK_TYPES = [
  'linkedin',
  'github',
  'twitter',
  'website',
  'facebook',
  'youtube',
  'tiktok',
] as const;
export type LinkType = (typeof LINK_TYPES)[number];
export const isLinkType = (value: string): value is LinkType =>
  (LINK_TYPES as readonly string[]).includes(value);

/** Native, then the Common European Framework's levels from the top (what Finnish CVs use). */
export const LANGUAGE_LEVELS = ['native', 'c2', 'c1', 'b2', 'b1', 'a2', 'a1'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

const { shortText } = LIMITS;
const dates = { start_date: monthField('start'), end_date: monthField('end') };
/** LinkedIn's columns of a description and its months, as most of its files name them. */
const linkedInDated = {
  description: ['Description'],
  start_date: ['Started On', 'Start Date', 'Start'],
  end_date: ['Finished On', 'End Date', 'End'],
} as const;

/**
 * A written experience or education has its start month, and an education names its school; one
 * stored before those rules stays readable (docs/decisions.md, "A saved row has its start month").
 */
const startWritten = { start_date: writtenAs(monthField('start'), month) };

export const experiences = defineSection({
  key: 'experiences',
  max: LIMITS.experiences,
  column: 'main',
  fields: {
    role: textField('title', shortText, 'text'),
    company_name: textField('place', shortText, 'name'),
    location: textField('place', shortText, 'text'),
    description: longField(LIMITS.experienceDescription),
    ...dates,
    ...startWritten,
  },
  datesOrder: 'validation.experience_dates',
  linkedIn: {
    file: 'Positions.csv',
    columns: {
      company_name: ['Company Name', 'Company', 'Organization'],
      role: ['Title', 'Position', 'Job Title'],
      location: ['Location'],
      ...linkedInDated,
    },
  },
});

export const educations = defineSection({
  key: 'educations',
  max: LIMITS.educations,
  column: 'main',
  fields: {
    institution: writtenAs(textField('place', shortText, 'name'), requiredText(shortText)),
    degree: textField('title', shortText, 'text'),
    field_of_study: textField('title', LIMITS.fieldOfStudy, 'text', { counted: true }),
    ...dates,
    ...startWritten,
  },
  datesOrder: 'validation.education_dates',
  linkedIn: {
    file: 'Education.csv',
    columns: {
      institution: ['School Name', 'School', 'Institution'],
      degree: ['Degree Name', 'Degree'],
      field_of_study: ['Field Of Study', 'Field', 'Major'],
      start_date: ['Start Date', 'Started On', 'Start'],
      end_date: ['End Date', 'Finished On', 'End'],
    },
  },
});

export const skills = defineSection({
  key: 'skills',
  max: LIMITS.skills,
  column: 'side',
  fields: {
    skill_name: textField('title', shortText, 'text', { required: true }),
    proficiency: choiceField(
      'level',
      PROFICIENCIES,
      z.enum(PROFICIENCIES),
      DEFAULT_PROFICIENCY as Proficiency,
    ),
  },
});

export const links = defineSection({
  key: 'links',
  max: LIMITS.links,
  column: 'side',
  fields: {
    link_type: choiceField(
      'level',
      LINK_TYPES,
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum(LINK_TYPES, { message: 'validation.link_type' })),
      'linkedin',
    ),
    url: urlField({ required: true }),
  },
});

export const projects = defineSection({
  key: 'projects',
  max: LIMITS.projects,
  column: 'main',
  fields: {
    name: textField('title', shortText, 'text', { required: true }),
    ...dates,
    description: longField(LIMITS.projectDescription),
    url: urlField(),
  },
  datesOrder: 'validation.end_before_start',
  jsonResume: {
    section: 'projects',
    fields: {
      name: 'name',
      start_date: 'startDate',
      end_date: 'endDate',
      description: 'description',
      url: 'url',
    },
    highlights: 'description',
  },
  linkedIn: {
    file: 'Projects.csv',
    columns: {
      name: ['Title', 'Name'],
      description: ['Description'],
      url: ['Url', 'URL', 'Link'],
      start_date: ['Started On', 'Start Date'],
      end_date: ['Finished On', 'End Date'],
    },
  },
});

/** Volunteering and positions of trust ("luottamustehtävät"), which Finnish CVs commonly list. */
export const volunteering = defineSection({
  key: 'volunteering',
  max: LIMITS.volunteering,
  column: 'main',
  fields: {
    role: textField('title', shortText, 'text'),
    organization: textField('place', shortText, 'name'),
    ...dates,
    description: longField(LIMITS.volunteeringDescription),
  },
  datesOrder: 'validation.end_before_start',
  jsonResume: {
    section: 'volunteer',
    fields: {
      role: 'position',
      organization: 'organization',
      start_date: 'startDate',
      end_date: 'endDate',
      description: 'summary',
    },
    highlights: 'description',
    unkept: ['url'],
  },
  linkedIn: {
    file: 'Volunteering.csv',
    columns: {
      organization: ['Company Name', 'Organization', 'Organisation'],
      role: ['Role', 'Title', 'Position'],
      ...linkedInDated,
    },
  },
});

export const certificates = defineSection({
  key: 'certificates',
  max: LIMITS.certificates,
  column: 'main',
  fields: {
    name: textField('title', shortText, 'text', { required: true }),
    issuer: textField('place', shortText, 'name'),
    date: monthField('date'),
    url: urlField(),
  },
  jsonResume: {
    section: 'certificates',
    fields: { name: 'name', issuer: 'issuer', date: 'date', url: 'url' },
  },
  linkedIn: {
    file: 'Certifications.csv',
    columns: {
      name: ['Name', 'Certification', 'Title'],
      url: ['Url', 'URL', 'Link'],
      issuer: ['Authority', 'Issuer', 'Issuing Organization'],
      date: ['Started On', 'Start Date', 'Issued On', 'Date'],
    },
  },
});

export const languageSkills = defineSection({
  key: 'language_skills',
  max: LIMITS.language_skills,
  column: 'side',
  fields: {
    language: textField('title', shortText, 'text', { required: true }),
    level: choiceField(
      'level',
      LANGUAGE_LEVELS,
      z.enum(LANGUAGE_LEVELS, { message: 'validation.language_level' }),
      'b2',
    ),
  },
});

export const interests = defineSection({
  key: 'interests',
  max: LIMITS.interests,
  column: 'side',
  look: 'items',
  fields: {
    name: textField('title', shortText, 'text', { required: true }),
    /** What of it, in a few words: "orienteering, trail running". */
    details: textField('subtitle', shortText, 'text'),
  },
});

/** An entry of a section of the owner's own; the section's title translates like any text. */
export const customEntries = defineSection({
  key: 'entries',
  max: LIMITS.customEntries,
  column: 'main',
  fields: {
    title: textField('title', shortText, 'text', { required: true }),
    subtitle: textField('place', shortText, 'text'),
    ...dates,
    description: longField(LIMITS.customDescription),
    url: urlField(),
  },
  datesOrder: 'validation.end_before_start',
});

/** The lists of "More sections" (the wizard's optional step, the editor's "Add a section"), in the order they are offered. */
export const MORE_SECTION_TYPES = {
  projects,
  volunteering,
  certificates,
  language_skills: languageSkills,
  interests,
};
/** Every list a CV has, in the default order of its sections. */
export const LIST_SECTION_TYPES = { experiences, educations, skills, links, ...MORE_SECTION_TYPES };

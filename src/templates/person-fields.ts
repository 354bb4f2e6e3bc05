import type { TextKind } from '@/domain/sections';

/** The CV's own fields that are edited in place (and labelled), beside its lists' fields. */
export const PERSON_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'current_job_title',
  'bio_title',
  'bio_description',
] as const;

/** How the CV's own fields are typed where it is not one line of text. */
export const PERSON_FIELD_KINDS: Readonly<Partial<Record<string, TextKind>>> = {
  email: 'email',
  phone: 'phone',
  bio_description: 'multiline',
};

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

/** The application's texts as the new application's form and its page ask for them, in order. */
import type { TextKind } from '@/components/fields';
import { LIMITS } from '@/domain/limits';

export const TEXT_FIELDS = [
  { key: 'company', label: 'form.company', max: LIMITS.shortText, required: true },
  { key: 'role', label: 'form.role', max: LIMITS.shortText },
  {
    key: 'job_ad',
    label: 'form.jobAd',
    max: LIMITS.jobAd,
    kind: 'multiline',
    help: 'form.jobAdHelp',
  },
  { key: 'url', label: 'form.url', max: LIMITS.url, kind: 'url' },
  { key: 'notes', label: 'form.notes', max: LIMITS.applicationNotes, kind: 'multiline' },
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  max: number;
  kind?: TextKind;
  help?: string;
  required?: boolean;
}>;

export type TextFieldKey = (typeof TEXT_FIELDS)[number]['key'];

/** A multiline field's rows on a phone. */
export const MULTILINE_ROWS = { minRows: 3, maxRows: 12 } as const;

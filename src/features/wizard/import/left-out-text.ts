/** What a JSON Resume file held that the draft does not, each in one line the user can act on. */
import type { LeftOut } from '@/domain/json-resume';
import { LIMITS } from '@/domain/limits';
import type { Translate } from '@/domain/validation-messages';

const TOP_FIELDS: Record<string, string> = {
  first_name: 'wizard:basicInfo.first_name',
  last_name: 'wizard:basicInfo.last_name',
  email: 'wizard:basicInfo.email',
  phone: 'wizard:basicInfo.phone',
  current_job_title: 'wizard:basicInfo.current_job_title',
  bio_description: 'wizard:bio.description',
  title: 'wizardEnds:import.leftOut.fields.title',
  bio_title: 'wizardEnds:import.leftOut.fields.bio_title',
};

/** The wizard's own texts for each list: its entry ("Experience 2") and its fields. */
const LISTS: Record<string, string> = {
  experiences: 'wizard:workExperience',
  educations: 'wizard:education',
};

/** "experiences.1.role" as the wizard names it: "Experience 2 – Role". */
export function fieldName(path: string, t: Translate): string {
  const top = TOP_FIELDS[path];
  if (top) return t(top);
  const [list = '', index = '0', field = ''] = path.split('.');
  const n = Number(index) + 1;
  if (list === 'skills') return t('wizard:skills.skill_name', { n });
  const texts = LISTS[list];
  return texts ? `${t(`${texts}.entry`, { n })} – ${t(`${texts}.${field}`)}` : path;
}

const ROW_LIMITS = {
  experiences: LIMITS.experiences,
  educations: LIMITS.educations,
  links: LIMITS.links,
} as const;

export function leftOutText(item: LeftOut, t: Translate): string {
  const key = 'wizardEnds:import.leftOut';
  switch (item.kind) {
    case 'cut':
      return t(`${key}.cut`, {
        field: fieldName(item.field, t),
        kept: item.kept,
        dropped: item.dropped,
      });
    case 'skills':
      return t(`${key}.skills`, { count: item.names.length, names: item.names.join(', ') });
    case 'rows':
      return t(`${key}.rows.${item.list}`, { count: item.count, max: ROW_LIMITS[item.list] });
    case 'profile':
      return t(`${key}.profile`, { network: item.network || '?', url: item.url }).trim();
    case 'photo':
      return t(`${key}.photo`);
    case 'section':
      return t(`${key}.section`, {
        name: t(`${key}.sections.${item.name}`),
        count: item.count,
      });
  }
}

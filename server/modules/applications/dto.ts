/** An application as its owner reads it, and its version of a CV as the owner reads that. */
import type { Application } from '@/domain/applications';
import type { CvDto } from '@/domain/cv';
import type { VersionOverrides } from '@/domain/cv-version';
import type { ApplicationRow } from './repository';

/** get_cv's answer made of the version, its `version` the version's tag, and what it is made of. */
export type VersionAnswer = CvDto & { application: string; overrides: VersionOverrides };

export function applicationDto(row: ApplicationRow): Application {
  return {
    uuid: row.id,
    company: row.company,
    role: row.role,
    job_ad: row.job_ad,
    url: row.url,
    cv: row.cvId,
    status: row.status,
    applied_on: row.applied_on,
    follow_up_on: row.follow_up_on,
    notes: row.notes,
    overrides: row.overrides,
    share_key: row.share_key,
    letter: row.letter,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

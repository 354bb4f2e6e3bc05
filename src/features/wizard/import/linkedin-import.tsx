/**
 * "Import from LinkedIn": LinkedIn's data export (its ZIP, or the CSV files in it) read on the
 * device, so nothing is uploaded and it works offline. What was found is reviewed (what to keep, and
 * which three skills a CV holds), then laid over the draft as kept, and whatever did not fit is listed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkedInLeftOut } from '@/domain/linkedin';
import { LIMITS } from '@/domain/limits';
import { runtimeKeys } from '@/lib/translate';
import { useDraft } from '../state/draft-state';
import { FileSource } from './file-source';
import { useImportReview } from './import-review';
import { linkedInLeftOutText } from './linkedin-left-out-text';

const MEGABYTE = 1024 * 1024;

export function LinkedInImport() {
  const { t } = useTranslation('wizardEnds');
  const translate = runtimeKeys(t);
  const { draft } = useDraft();
  const [reading, setReading] = useState(false);
  const {
    review,
    problem: say,
    clear,
    view,
  } = useImportReview<LinkedInLeftOut>((item) => linkedInLeftOutText(item, translate));

  const problem = (key: string, params: Record<string, unknown> = {}) =>
    say(translate(`wizardEnds:linkedin.problems.${key}`, params));

  const read = async (files: File[]) => {
    clear();
    const zip = files.find((file) => /\.zip$/i.test(file.name) || file.type.includes('zip'));
    // Refused before a byte is read: a 200 MB file is not LinkedIn's export.
    if (zip && zip.size > LIMITS.linkedInZipBytes)
      return problem('too_large', { max: LIMITS.linkedInZipBytes / MEGABYTE });
    const large = files.find((file) => !zip && file.size > LIMITS.linkedInCsvBytes);
    if (large)
      return problem('csv_too_large', {
        file: large.name,
        max: LIMITS.linkedInCsvBytes / MEGABYTE,
      });
    setReading(true);
    try {
      const linkedIn = await import('@/domain/linkedin');
      const files_ = zip
        ? linkedIn.readLinkedInZip(new Uint8Array(await zip.arrayBuffer()))
        : linkedIn.readLinkedInCsvs(
            await Promise.all(
              files.map(async (file) => ({ name: file.name, text: await file.text() })),
            ),
          );
      if ('problem' in files_)
        return problem(files_.problem, { max: LIMITS.linkedInZipBytes / MEGABYTE });
      const file = zip?.name ?? files.map((one) => one.name).join(', ');
      review({
        found: linkedIn.fromLinkedIn(files_, draft?.language ?? 'en'),
        title: t('linkedin.reviewTitle'),
        done: t('linkedin.done', { file }),
      });
    } catch {
      problem('unreadable');
    } finally {
      setReading(false);
    }
  };

  return (
    <FileSource
      title={t('linkedin.title')}
      body={t('linkedin.body')}
      choose={t('linkedin.choose')}
      reading={reading ? t('linkedin.reading') : undefined}
      accept=".zip,.csv,application/zip,text/csv"
      multiple
      onFiles={(files) => void read(files)}
    >
      {view}
    </FileSource>
  );
}

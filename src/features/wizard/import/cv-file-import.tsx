/**
 * "Start from a CV file": a PDF or Word file from the phone, read on the device (offline too; the
 * file is never uploaded), reviewed like every import (what to keep, what could not be placed),
 * then laid over the draft. The reader's code loads only once a file is chosen.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CvFileLeftOut } from '@/domain/cv-file/cv-file-import';
import { LIMITS } from '@/domain/limits';
import { runtimeKeys } from '@/lib/translate';
import { cvFileLeftOutText } from './cv-file-left-out-text';
import { FileSource } from './file-source';
import { useImportReview } from './import-review';

const MEGABYTE = 1024 * 1024;
export const CV_FILE_TYPES =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function CvFileImport() {
  const { t } = useTranslation('wizardEnds');
  const translate = runtimeKeys(t);
  const [reading, setReading] = useState(false);
  const { review, problem, clear, view } = useImportReview<CvFileLeftOut>((item) =>
    cvFileLeftOutText(item, translate),
  );

  const read = async (file: File) => {
    clear();
    if (file.size > LIMITS.cvFileBytes)
      return problem(t('cvFile.problems.too_large', { max: LIMITS.cvFileBytes / MEGABYTE }));
    setReading(true);
    try {
      const { readCvFileInBrowser } = await import('./cv-file-reading');
      const outcome = await readCvFileInBrowser(file);
      if (!outcome.ok)
        return problem(
          translate(`wizardEnds:cvFile.problems.${outcome.problem}`, {
            max: LIMITS.cvFileBytes / MEGABYTE,
            pages: LIMITS.cvFilePages,
          }),
        );
      review({
        found: outcome.found,
        title: t('cvFile.reviewTitle', { file: file.name }),
        done: t('cvFile.done', { file: file.name }),
      });
    } catch {
      problem(t('cvFile.problems.unreadable'));
    } finally {
      setReading(false);
    }
  };

  const [params, setParams] = useSearchParams();
  const shared = params.get('shared') === 'file';
  const sharedTaken = useRef(false);
  // A file shared to the installed app lands here (sw/shared-file.ts): read once, as one picked.
  useEffect(() => {
    if (!shared || sharedTaken.current) return;
    sharedTaken.current = true;
    setParams((now) => (now.delete('shared'), now), { replace: true });
    void import('./shared-file').then(async ({ takeSharedFile }) => {
      const taken = await takeSharedFile();
      if (taken.kind === 'file') return read(taken.file);
      problem(
        taken.kind === 'too_large'
          ? t('cvFile.problems.too_large', { max: LIMITS.cvFileBytes / MEGABYTE })
          : t('cvFile.problems.not_shared'),
      );
    });
  });

  return (
    <FileSource
      title={t('cvFile.title')}
      body={t('cvFile.body')}
      choose={t('cvFile.choose')}
      reading={reading ? t('cvFile.reading') : undefined}
      accept={CV_FILE_TYPES}
      onFiles={([file]) => {
        if (file) void read(file);
      }}
    >
      {view}
    </FileSource>
  );
}

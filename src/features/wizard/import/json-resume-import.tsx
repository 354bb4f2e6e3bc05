import { useTranslation } from 'react-i18next';
import { fromJsonResume, type LeftOut } from '@/domain/json-resume';
import { LIMITS } from '@/domain/limits';
import { runtimeKeys } from '@/lib/translate';
import { useDraft } from '../state/draft-state';
import { FileSource } from './file-source';
import { useImportReview } from './import-review';
import { leftOutText } from './left-out-text';

/**
 * "Start from a JSON Resume file": read on the device (so it works offline), reviewed (what to
 * keep of it, and what does not fit) and laid over the draft as kept.
 */
export function JsonResumeImport() {
  const { t } = useTranslation('wizardEnds');
  const translate = runtimeKeys(t);
  const { draft } = useDraft();
  const { review, problem, view } = useImportReview<LeftOut>((item) =>
    leftOutText(item, translate),
  );

  const read = async (file: File) => {
    if (file.size > LIMITS.jsonResumeBytes)
      return problem(t('import.tooLarge', { max: LIMITS.jsonResumeBytes / 1024 }));
    let text: string;
    try {
      text = await file.text();
    } catch {
      return problem(t('import.unreadable'));
    }
    const result = fromJsonResume(text, draft?.language);
    if (!result.ok)
      return problem(t(result.reason === 'not_json' ? 'import.notJson' : 'import.notResume'));
    review({
      found: result,
      title: t('import.reviewTitle', { file: file.name }),
      done: t('import.done', { file: file.name }),
    });
  };

  return (
    <FileSource
      title={t('import.title')}
      body={t('import.body')}
      choose={t('import.choose')}
      accept=".json,application/json"
      onFiles={([file]) => {
        if (file) void read(file);
      }}
    >
      {view}
    </FileSource>
  );
}

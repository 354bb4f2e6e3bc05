import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromJsonResume, type ImportedCv, type LeftOut } from '@/domain/json-resume';
import { LIMITS } from '@/domain/limits';
import { runtimeKeys } from '@/lib/translate';
import { useDraft } from '../state/draft-state';
import { FileSource } from './file-source';
import { hasTypedContent, importedDraft } from './imported-draft';
import { ImportOutcomeAlert, type ImportOutcome } from './import-outcome';
import { leftOutText } from './left-out-text';

/**
 * "Start from a JSON Resume file": read on the device (so it works offline), laid over the draft
 * after asking when the draft already holds typed words, and whatever did not fit listed.
 */
export function JsonResumeImport() {
  const { t } = useTranslation('wizardEnds');
  const translate = runtimeKeys(t);
  const { draft, update } = useDraft();
  const [waiting, setWaiting] = useState<{ file: string; cv: ImportedCv; leftOut: LeftOut[] }>();
  const [outcome, setOutcome] = useState<ImportOutcome>();

  const apply = (file: string, cv: ImportedCv, leftOut: LeftOut[]) => {
    update((current) => importedDraft(current, cv));
    setOutcome({
      kind: 'done',
      text: t('import.done', { file }),
      leftOut: leftOut.map((item) => leftOutText(item, translate)),
    });
  };

  const read = async (file: File) => {
    if (file.size > LIMITS.jsonResumeBytes) {
      return setOutcome({
        kind: 'problem',
        text: t('import.tooLarge', { max: LIMITS.jsonResumeBytes / 1024 }),
      });
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setOutcome({ kind: 'problem', text: t('import.unreadable') });
    }
    const result = fromJsonResume(text, draft?.language);
    if (!result.ok) {
      const problem = result.reason === 'not_json' ? 'import.notJson' : 'import.notResume';
      return setOutcome({ kind: 'problem', text: t(problem) });
    }
    if (draft && hasTypedContent(draft)) setWaiting({ file: file.name, ...result });
    else apply(file.name, result.cv, result.leftOut);
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
      <ImportOutcomeAlert outcome={outcome} />
      <Dialog open={waiting !== undefined} onClose={() => setWaiting(undefined)}>
        <DialogTitle>{t('import.replaceTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('import.replaceBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWaiting(undefined)}>{t('import.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              if (waiting) apply(waiting.file, waiting.cv, waiting.leftOut);
              setWaiting(undefined);
            }}
          >
            {t('import.replace')}
          </Button>
        </DialogActions>
      </Dialog>
    </FileSource>
  );
}

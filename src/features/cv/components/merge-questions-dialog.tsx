/**
 * Both devices changed the same part of the CV differently: each part is shown with both versions,
 * and the owner picks one of each. Nothing is kept or dropped until they do.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceRadios } from '@/components/choice-radios';
import type { MergeQuestion } from '@/domain/merge';
import type { Choice } from '@/lib/cv-store/record-store';

/** A value as a person reads it: a text, a row by its texts, a list by its items. */
function readable(value: unknown, words: { removed: string; empty: string }): string {
  if (value === undefined || value === null) return words.removed;
  if (typeof value === 'string') return value.trim() || words.empty;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value.map((item) => readable(item, words)).join(', ') || words.empty;
  if (typeof value === 'object') {
    const texts = Object.entries(value)
      .filter(([key, text]) => key !== 'uuid' && typeof text === 'string' && text.trim())
      .map(([, text]) => String(text));
    return texts.join(' · ') || words.empty;
  }
  return words.empty;
}

export function MergeQuestionsDialog({
  questions,
  busy,
  onChoose,
}: {
  questions: readonly MergeQuestion[];
  busy: boolean;
  onChoose: (choices: Choice[]) => void;
}) {
  const { t } = useTranslation('cv');
  const [choices, setChoices] = useState<Array<Choice | null>>(() => questions.map(() => null));
  const words = { removed: t('sync.question.removed'), empty: t('sync.question.empty') };
  const field = (key: string) => t(`editor.fieldNames.${key}`, { defaultValue: key });
  const labelOf = (question: MergeQuestion): string => {
    const label = describe(question);
    return label.charAt(0).toUpperCase() + label.slice(1);
  };
  const describe = (question: MergeQuestion): string => {
    const [first = '', second = '', ...rest] = question.path;
    if (first === 'translations')
      return t('sync.question.inVersion', {
        version: t(`editor.languages.${second}`, { defaultValue: second }),
        field: field(rest[0] ?? ''),
      });
    if (question.kind === 'order') return t('sync.question.order', { list: field(first) });
    if (question.kind === 'row' || question.path.length === 2)
      return t('sync.question.entry', { list: field(first) });
    return question.path.length > 2 ? `${field(first)}: ${rest.join(' ')}` : field(first);
  };
  return (
    <Dialog open aria-labelledby="questions-title" aria-describedby="questions-body">
      <DialogTitle id="questions-title">{t('sync.question.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="questions-body" sx={{ mb: 2 }}>
          {t('sync.question.body', { count: questions.length })}
        </DialogContentText>
        {questions.map((question, i) => (
          <ChoiceRadios
            key={question.path.join('.')}
            sx={{ display: 'flex', mb: 2 }}
            label={labelOf(question)}
            options={[
              {
                value: 'mine' as const,
                label: t('sync.question.mine', { value: readable(question.mine, words) }),
              },
              {
                value: 'theirs' as const,
                label: t('sync.question.theirs', { value: readable(question.theirs, words) }),
              },
            ]}
            value={choices[i] ?? ''}
            onChange={(chosen) => setChoices((all) => all.map((c, j) => (j === i ? chosen : c)))}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          disabled={busy || choices.some((choice) => choice === null)}
          onClick={() => onChoose(choices.filter((choice) => choice !== null))}
        >
          {t('sync.question.keep')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

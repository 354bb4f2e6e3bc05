/** The CV was deleted on another device while changes of it waited here: kept as a new CV, or let go. */
import { useTranslation } from 'react-i18next';
import { QuestionDialog } from '@/components/question-dialog';

export function GoneCvDialog(props: { busy: boolean; onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('cv');
  return (
    <QuestionDialog
      title={t('sync.goneDialog.title')}
      body={t('sync.goneDialog.body')}
      busy={props.busy}
      answers={[
        { label: t('sync.goneDialog.discard'), onClick: props.onDiscard },
        { label: t('sync.goneDialog.keep'), onClick: props.onKeep, variant: 'contained' },
      ]}
    />
  );
}

/** Signing out while changes wait on this device to be sent: send them first, or sign out and lose them. */
import { useTranslation } from 'react-i18next';
import { QuestionDialog } from '@/components/question-dialog';

/** What the owner can do: send the changes first, sign out without them, or stay signed in. */
type Answers = Record<'onSend' | 'onSignOut' | 'onCancel', () => void>;

export function WaitingChangesDialog({
  count,
  busy,
  ...answer
}: Answers & { count: number; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <QuestionDialog
      title={t('signOutWaiting.title')}
      body={t('signOutWaiting.body', { count })}
      busy={busy}
      onClose={answer.onCancel}
      answers={[
        { label: t('signOutWaiting.cancel'), onClick: answer.onCancel },
        { label: t('signOutWaiting.signOut'), onClick: answer.onSignOut, color: 'error' },
        {
          label: busy ? t('signOutWaiting.sending') : t('signOutWaiting.send'),
          onClick: answer.onSend,
          variant: 'contained',
        },
      ]}
    />
  );
}

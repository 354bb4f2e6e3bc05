/**
 * In place of adding a passkey or turning on two-step sign-in while the account's address is not
 * proven (the server answers 403 email_not_verified): why, and the link that proves it.
 */
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useSendAddressProof } from '../api/prove-address';
import { ActionNotice, NoticeButton } from './action-notice';

export function ProveAddressNotice({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const send = useSendAddressProof();
  return (
    <ActionNotice severity="info">
      <span>{t('proveAddress.text')}</span>
      {send.isSuccess ? (
        <span role="status">{t('proveAddress.sent', { email })}</span>
      ) : (
        <NoticeButton
          loading={send.isPending}
          onClick={() =>
            send.mutate(email, { onError: () => toast.error(t('proveAddress.failed')) })
          }
          sx={{ minHeight: 44 }}
        >
          {t('proveAddress.send')}
        </NoticeButton>
      )}
    </ActionNotice>
  );
}

/**
 * In place of adding a passkey or turning on two-step sign-in while the account's address is not
 * proven (the server answers 403 email_not_verified): why, and the link that proves it.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSendAddressProof } from '../api/prove-address';

export function ProveAddressNotice({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const send = useSendAddressProof();
  return (
    <Alert severity="info">
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <span>{t('proveAddress.text')}</span>
        {send.isSuccess ? (
          <span role="status">{t('proveAddress.sent', { email })}</span>
        ) : (
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            loading={send.isPending}
            onClick={() =>
              send.mutate(email, { onError: () => toast.error(t('proveAddress.failed')) })
            }
            sx={{ minHeight: 44 }}
          >
            {t('proveAddress.send')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * "Sign in with a passkey" on the login page, and the e-mail field's passkey autofill where the
 * browser has it: either one lands the person signed in, as a password sign-in does.
 */
import KeyIcon from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast, toastFailure } from '@/lib/toast';
import { readFailure } from '@/lib/api-errors';
import { passkeysSupported, passkeyTrouble, type PasskeyTrouble } from '@/lib/passkeys';
import { usePasskeyLogin } from '../api/passkey-login';
import { usePasskeyAutofill } from '../hooks/use-passkey-autofill';
import type { AuthAnswer } from '../session';
import { afterSignInPath } from '../utils/after-sign-in';
import { authWords } from '../utils/failure-words';

/** `then`: where a sign-in leads (by default, where any sign-in does). */
export function PasskeySignIn({ then }: { then?: string } = {}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = usePasskeyLogin();
  const [trouble, setTrouble] = useState<PasskeyTrouble | null>(null);

  const signedIn = (data: AuthAnswer['data']) => {
    toast.success(t('auth.logged_in'));
    void navigate(then ?? afterSignInPath(data.user));
  };
  const failed = (error: unknown) => {
    const known = passkeyTrouble(error);
    if (known) return setTrouble(known);
    toastFailure(
      t('passkey.failed'),
      readFailure(error, authWords(t, error, t('passkey.failedText'))),
    );
  };
  const stopAutofill = usePasskeyAutofill(signedIn, failed);

  const start = async () => {
    setTrouble(null);
    if (!(await passkeysSupported())) return setTrouble('unsupported');
    stopAutofill();
    login.mutate(
      { autofill: false },
      {
        onSuccess: (data) => (data ? signedIn(data) : setTrouble('cancelled')),
        onError: failed,
      },
    );
  };

  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        size="large"
        startIcon={<KeyIcon />}
        onClick={() => void start()}
        loading={login.isPending}
        fullWidth
        sx={{ minHeight: 48 }}
      >
        {t('passkey.button')}
      </Button>
      {trouble ? (
        <Alert severity={trouble === 'cancelled' ? 'info' : 'warning'} role="status">
          {t(`passkey.trouble.${trouble}`)}
        </Alert>
      ) : null}
    </Stack>
  );
}

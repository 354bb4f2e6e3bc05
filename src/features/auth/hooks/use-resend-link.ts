import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useResendVerification } from '../api/resend-verification';
import { failureText } from '../utils/failure-words';

/** Sends the verification mail again, and says so (or why not) in a toast. */
export function useResendLink() {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const resendLink = (email: string) =>
    resend.mutate(
      { email },
      {
        onSuccess: () =>
          toast.success(t('verification.resent'), {
            description: t('verification.resentDescription', { email }),
          }),
        onError: (error) =>
          toast.error(t('verification.resendFailed'), { description: failureText(error, t) }),
      },
    );
  return { resendLink, pending: resend.isPending };
}

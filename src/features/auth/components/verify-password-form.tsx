import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFailure, useZodForm } from '@/components/form';
import { verifyWithPasswordSchema } from '@/domain/account';
import type { AuthAnswer } from '../session';
import { useVerifyWithPassword } from '../api/verify-email';
import { usePasswordProblem } from '../hooks/use-password-problem';
import { authWords } from '../utils/failure-words';
import { AuthForm } from './auth-form';
import { NewPasswordField } from './password-field';

const passwordOnly = verifyWithPasswordSchema.pick({ password: true });

/**
 * The verification link opened away from the sign-up's browser: the opener chooses the password,
 * so one a stranger's sign-up set cannot stay on the account its owner proves.
 */
export function VerifyPasswordForm({
  uuid,
  token,
  onVerified,
}: {
  uuid: string;
  token: string;
  onVerified: (data: AuthAnswer['data']) => void;
}) {
  const { t } = useTranslation('auth');
  const form = useZodForm(passwordOnly, {
    defaultValues: { password: '' },
    check: () => ({ password: passwordProblem }),
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const passwordProblem = usePasswordProblem(password);
  const verify = useVerifyWithPassword();
  return (
    <AuthForm
      form={form}
      screen="verify"
      pending={verify.isPending}
      alert
      onSubmit={(values) =>
        verify.mutate(
          { uuid, token, password: values.password },
          {
            onSuccess: onVerified,
            onError: (error) =>
              showFailure(form, error, authWords(t, error, t('emailCheck.failedTitle'))),
          },
        )
      }
    >
      <NewPasswordField control={form.control} name="password" problem={passwordProblem} />
    </AuthForm>
  );
}

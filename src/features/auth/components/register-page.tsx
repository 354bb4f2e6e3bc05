import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast, toastFailure } from '@/lib/toast';
import { EmailField, showFailure, useZodForm } from '@/components/form';
import { paths } from '@/config/paths';
import { registerSchema } from '@/domain/account';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegister, type RegisterInput } from '../api/register';
import { usePasswordProblem } from '../hooks/use-password-problem';
import { authWords } from '../utils/failure-words';
import type { EmailState } from '../utils/nav-state';
import { AuthEntryPage } from './auth-entry-page';
import { AuthForm } from './auth-form';
import { NewPasswordField } from './password-field';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signup_page.documentTitle'));
  const navigate = useNavigate();
  const form = useZodForm(registerSchema, {
    defaultValues: { email: '', password: '' },
    // The guessability check loads lazily, so it is the screen's rule, not the schema's.
    check: () => ({ password: passwordProblem }),
  });
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });
  const passwordProblem = usePasswordProblem(password, email);
  const register = useRegister();

  const submit = (values: RegisterInput) =>
    register.mutate(values, {
      onSuccess: (data) => {
        toast.success(t('signup_page.signupSuccessful'), { description: data.message });
        void navigate(paths.checkEmail.getHref(), {
          state: { email: values.email } satisfies EmailState,
        });
      },
      onError: (error) => {
        const failure = showFailure(
          form,
          error,
          authWords(t, error, t('signup_page.default_error')),
        );
        toastFailure(t('signup_page.signup_error'), failure);
      },
    });

  return (
    <AuthEntryPage screen="register">
      <AuthForm form={form} onSubmit={submit} screen="register" pending={register.isPending}>
        <EmailField control={form.control} name="email" label={t('fields.email')} />
        <NewPasswordField control={form.control} name="password" problem={passwordProblem} />
      </AuthForm>
    </AuthEntryPage>
  );
}

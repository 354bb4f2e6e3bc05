import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form';
import { changePasswordSchema } from '@/domain/account-changes';
import { LIMITS } from '@/domain/limits';
import { useChangePassword } from '../api/account-changes';
import { AccountForm } from './account-form';
import { CurrentPasswordField, useProvenForm } from './owner-proof';

/**
 * The current password and a new one; an account with only Google or Facebook sets its first
 * password without a current one. Other devices are signed out, this one stays.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const form = useProvenForm(
    changePasswordSchema,
    { current_password: '', new_password: '' },
    hasPassword,
    'current_password',
  );
  const change = useChangePassword();

  return (
    <AccountForm
      form={form}
      send={change}
      done={() => (hasPassword ? t('passwordChange.done') : t('passwordChange.setDone'))}
      failed={t('passwordChange.failed')}
      title={t('passwordChange.title')}
      text={hasPassword ? t('passwordChange.text') : t('passwordChange.setText')}
      submitLabel={hasPassword ? t('passwordChange.submit') : t('passwordChange.setSubmit')}
    >
      {hasPassword ? (
        <CurrentPasswordField
          form={form}
          name="current_password"
          label={t('passwordChange.current')}
        />
      ) : null}
      <FormTextField
        control={form.control}
        name="new_password"
        type="password"
        label={t('passwordChange.new')}
        autoComplete="new-password"
        helperText={t('passwordChange.hint', { min: LIMITS.passwordMin })}
        required
        fullWidth
      />
    </AccountForm>
  );
}

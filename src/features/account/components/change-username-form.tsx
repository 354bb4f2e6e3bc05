import { useTranslation } from 'react-i18next';
import { UsernameField, useZodForm } from '@/components/form';
import { typedUsernameSchema } from '@/domain/account';
import { LIMITS } from '@/domain/limits';
import { useChangeUsername } from '../api/account-changes';
import { AccountForm } from './account-form';

/** A new name for the public address; the old address stops answering at once. */
export function ChangeUsernameForm({ current }: { current: string | null }) {
  const { t } = useTranslation('account');
  const host = window.location.host;
  const form = useZodForm(typedUsernameSchema(host), { defaultValues: { username: '' } });
  const change = useChangeUsername();

  return (
    <AccountForm
      form={form}
      send={change}
      done={({ user }) => t('usernameChange.done', { address: `${host}/${user.username ?? ''}` })}
      failed={t('usernameChange.failed')}
      title={t('usernameChange.title')}
      text={t('usernameChange.text', { days: LIMITS.usernameHoldDays })}
      submitLabel={t('usernameChange.submit')}
    >
      <UsernameField
        control={form.control}
        name="username"
        host={host}
        label={t('usernameChange.new')}
        placeholder={current ?? undefined}
        fullWidth
        helperText={t('usernameChange.hint', {
          min: LIMITS.usernameMin,
          max: LIMITS.usernameMax,
        })}
      />
    </AccountForm>
  );
}

import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '@/components/form';
import { changeEmailSchema } from '@/domain/account-changes';
import { useRequestEmailChange } from '../api/account-changes';
import { AccountForm } from './account-form';
import { CurrentPasswordField, useProvenForm } from './owner-proof';

/** A new address, and the password when the account has one; the change waits for its link. */
export function ChangeEmailForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const form = useProvenForm(
    changeEmailSchema,
    { email: '', password: '' },
    hasPassword,
    'password',
  );
  const request = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AccountForm
      form={form}
      send={request}
      done={(_, values) => {
        setSentTo(values.email);
        return t('emailChange.sent');
      }}
      failed={t('emailChange.failed')}
      title={t('emailChange.title')}
      text={t('emailChange.text')}
      notice={
        sentTo ? (
          <Alert severity="info" role="status">
            {t('emailChange.sentTo', { email: sentTo })}
          </Alert>
        ) : null
      }
      submitLabel={t('emailChange.submit')}
    >
      <EmailField control={form.control} name="email" label={t('emailChange.new')} />
      {hasPassword ? (
        <CurrentPasswordField form={form} name="password" label={t('emailChange.password')} />
      ) : null}
    </AccountForm>
  );
}

/**
 * The second factor's code as a person types it: the six digits of the authenticator app (a number
 * pad, the phone's one-time-code autofill), or a recovery code (letters, no autocorrect). The sign-in's
 * second step and a password reset with two-step sign-in on both ask for it here.
 */
import Button from '@mui/material/Button';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZodForm } from '@/components/form';
import { CodeField } from '@/components/form/code-field';

export function SecondFactorCodeField<In extends FieldValues, Out>({
  form,
  name,
  recovery,
  autoFocus = false,
}: {
  form: ZodForm<In, Out>;
  name: FieldPath<In>;
  recovery: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <CodeField
      key={recovery ? 'recovery' : 'app'}
      form={form}
      name={name}
      label={recovery ? t('secondStep.recoveryLabel') : t('secondStep.codeLabel')}
      recovery={recovery}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      autoFocus={autoFocus}
    />
  );
}

/** "Use a recovery code instead" and back. */
export function CodeKindSwitch({
  recovery,
  onSwitch,
}: {
  recovery: boolean;
  onSwitch: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Button variant="text" onClick={onSwitch} sx={{ alignSelf: 'flex-start' }}>
      {recovery ? t('secondStep.useApp') : t('secondStep.useRecovery')}
    </Button>
  );
}

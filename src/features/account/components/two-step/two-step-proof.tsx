/** Turning two-step sign-in off, or new recovery codes: the password (if any) and a code. */
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@/components/form';
import { totpProofSchema } from '@/domain/two-step';
import {
  useNewRecoveryCodes,
  useStopTotp,
  type RecoveryCodes,
} from '@/features/account/api/two-step';
import { CurrentPasswordField } from '../account-form';
import { CodeField } from './code-field';
import { TwoStepForm } from './two-step-form';

interface ProofProps<Answer> {
  hasPassword: boolean;
  onCancel: () => void;
  onDone: (answer: Answer) => void;
}

function useProofForm(hasPassword: boolean) {
  const { t } = useTranslation('account');
  return useZodForm(totpProofSchema, {
    defaultValues: { password: '', code: '' },
    check: (values) => ({
      password: hasPassword && !values.password ? t('passwordChange.currentRequired') : undefined,
    }),
  });
}

export function TurnOffForm({ hasPassword, onCancel, onDone }: ProofProps<void>) {
  const { t } = useTranslation('account');
  const form = useProofForm(hasPassword);
  const stop = useStopTotp();
  return (
    <TwoStepForm
      form={form}
      send={stop}
      onDone={onDone}
      onCancel={onCancel}
      title={t('twoStep.turnOffTitle')}
      text={hasPassword ? t('twoStep.turnOffText') : t('twoStep.turnOffTextNoPassword')}
      submitLabel={t('twoStep.turnOff')}
    >
      {hasPassword ? (
        <CurrentPasswordField form={form} name="password" label={t('twoStep.password')} />
      ) : null}
      <CodeField form={form} name="code" label={t('twoStep.codeOrRecovery')} recovery />
    </TwoStepForm>
  );
}

export function NewCodesForm({ hasPassword, onCancel, onDone }: ProofProps<RecoveryCodes>) {
  const { t } = useTranslation('account');
  const form = useProofForm(hasPassword);
  const renew = useNewRecoveryCodes();
  return (
    <TwoStepForm
      form={form}
      send={renew}
      onDone={onDone}
      onCancel={onCancel}
      title={t('twoStep.newCodesTitle')}
      text={hasPassword ? t('twoStep.newCodesText') : t('twoStep.newCodesTextNoPassword')}
      submitLabel={t('twoStep.make')}
    >
      {hasPassword ? (
        <CurrentPasswordField form={form} name="password" label={t('twoStep.password')} />
      ) : null}
      <CodeField form={form} name="code" label={t('twoStep.codeOrRecovery')} recovery />
    </TwoStepForm>
  );
}

/** Turning two-step sign-in off, or new recovery codes: the password (if any) and a code. */
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { totpProofSchema, type TotpProofInput } from '@/domain/two-step';
import {
  useNewRecoveryCodes,
  useStopTotp,
  type RecoveryCodes,
} from '@/features/account/api/two-step';
import { CurrentPasswordField, usePasswordAsked, useProvenForm } from '../owner-proof';
import { CodeField } from '@/components/form/code-field';
import { TwoStepForm } from './two-step-form';

interface ProofProps<Answer> {
  hasPassword: boolean;
  onCancel: () => void;
  onDone: (answer: Answer) => void;
}

type Words = 'turnOff' | 'newCodes';

function ProofForm<Answer>({
  hasPassword,
  words,
  ...steps
}: ProofProps<Answer> & {
  send: UseMutationResult<Answer, Error, TotpProofInput>;
  words: Words;
}) {
  const { t } = useTranslation('account');
  const passwordAsked = usePasswordAsked(hasPassword);
  const form = useProvenForm(totpProofSchema, { password: '', code: '' }, hasPassword, 'password');
  const text = {
    turnOff: passwordAsked ? t('twoStep.turnOffText') : t('twoStep.turnOffTextNoPassword'),
    newCodes: passwordAsked ? t('twoStep.newCodesText') : t('twoStep.newCodesTextNoPassword'),
  };
  return (
    <TwoStepForm
      {...steps}
      form={form}
      title={words === 'turnOff' ? t('twoStep.turnOffTitle') : t('twoStep.newCodesTitle')}
      text={text[words]}
      submitLabel={words === 'turnOff' ? t('twoStep.turnOff') : t('twoStep.make')}
    >
      {hasPassword ? (
        <CurrentPasswordField form={form} name="password" label={t('twoStep.password')} />
      ) : null}
      <CodeField form={form} name="code" label={t('twoStep.codeOrRecovery')} recovery />
    </TwoStepForm>
  );
}

export const TurnOffForm = (props: ProofProps<void>) => (
  <ProofForm {...props} send={useStopTotp()} words="turnOff" />
);

export const NewCodesForm = (props: ProofProps<RecoveryCodes>) => (
  <ProofForm {...props} send={useNewRecoveryCodes()} words="newCodes" />
);

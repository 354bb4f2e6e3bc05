/**
 * The account page's "Two-step sign-in": off, turning on (password, QR code, first code), the
 * recovery codes shown once, and on (how many codes are left, new codes, turning off).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { MeDto } from '@/domain/account';
import { RECOVERY_CODES_LOW } from '@/domain/two-step';
import { useCancelSecondFactorReset } from '@/features/account/api/two-step';
import { ActionNotice, NoticeButton } from '../action-notice';
import { RecoveryCodesView } from './recovery-codes-view';
import { TotpSetupSteps } from './totp-setup';
import { NewCodesForm, TurnOffForm } from './two-step-proof';

type Step = 'idle' | 'setup' | 'turnOff' | 'newCodes';

export function TwoStepSection({ account }: { account: MeDto }) {
  const { t, i18n } = useTranslation('account');
  const cancelReset = useCancelSecondFactorReset();
  const [step, setStep] = useState<Step>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const { on, recovery_codes_left: left, reset_due_at: resetDue } = account.two_step;
  const idle = () => setStep('idle');
  const show = (answer: { recovery_codes: string[] }) => {
    setCodes(answer.recovery_codes);
    idle();
  };

  if (codes)
    return <RecoveryCodesView codes={codes} email={account.email} onDone={() => setCodes(null)} />;

  if (step === 'setup')
    return (
      <TotpSetupSteps
        hasPassword={account.has_password}
        onCancel={idle}
        onConfirmed={(answer) => {
          toast.success(t('twoStep.turnedOn'));
          show(answer);
        }}
      />
    );

  if (!on)
    return (
      <Stack spacing={1.5}>
        <Typography color="text.secondary">{t('twoStep.offText')}</Typography>
        <Button
          variant="outlined"
          onClick={() => setStep('setup')}
          sx={{ alignSelf: 'flex-start', minHeight: 44 }}
        >
          {t('twoStep.turnOn')}
        </Button>
      </Stack>
    );

  const proof = { hasPassword: account.has_password, onCancel: idle };
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{t('twoStep.onText')}</Typography>
      {resetDue ? (
        <ActionNotice severity="error">
          <span>
            {t('twoStep.resetWaiting', {
              date: new Date(resetDue).toLocaleDateString(i18n.language, { dateStyle: 'long' }),
            })}
          </span>
          <NoticeButton
            loading={cancelReset.isPending}
            onClick={() =>
              cancelReset.mutate(undefined, {
                onSuccess: () => toast.success(t('twoStep.resetCancelled')),
                onError: () => toast.error(t('twoStep.failed')),
              })
            }
          >
            {t('twoStep.cancelReset')}
          </NoticeButton>
        </ActionNotice>
      ) : null}
      {left < RECOVERY_CODES_LOW ? (
        <Alert severity="warning">{t('twoStep.fewLeft', { count: left })}</Alert>
      ) : (
        <Typography>{t('twoStep.codesLeft', { count: left })}</Typography>
      )}
      {step === 'turnOff' ? (
        <TurnOffForm
          {...proof}
          onDone={() => {
            toast.success(t('twoStep.turnedOff'));
            idle();
          }}
        />
      ) : step === 'newCodes' ? (
        <NewCodesForm {...proof} onDone={show} />
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setStep('newCodes')} sx={{ minHeight: 44 }}>
            {t('twoStep.newCodes')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setStep('turnOff')}
            sx={{ minHeight: 44 }}
          >
            {t('twoStep.turnOff')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

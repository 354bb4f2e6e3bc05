/**
 * Turning two-step sign-in on: the password (none right after a Google or Facebook sign-in), then
 * the QR code and the key as text, then a first code; the recovery codes follow (the section).
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/components/form';
import { totpConfirmSchema, totpStartSchema } from '@/domain/two-step';
import {
  useConfirmTotp,
  useStartTotp,
  type RecoveryCodes,
  type TotpSetup,
} from '@/features/account/api/two-step';
import { CurrentPasswordField, useProvenForm } from '../owner-proof';
import { CodeField } from '@/components/form/code-field';
import { copyText } from '@/lib/clipboard';
import { TotpQrCode } from './totp-qr-code';
import { TwoStepForm } from './two-step-form';

export function TotpSetupSteps({
  hasPassword,
  onCancel,
  onConfirmed,
}: {
  hasPassword: boolean;
  onCancel: () => void;
  onConfirmed: (answer: RecoveryCodes) => void;
}) {
  const { t } = useTranslation('account');
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const startForm = useProvenForm(totpStartSchema, { password: '' }, hasPassword, 'password');
  const codeForm = useZodForm(totpConfirmSchema, { defaultValues: { code: '' } });

  if (!setup)
    return (
      <TwoStepForm
        form={startForm}
        send={start}
        onDone={setSetup}
        onCancel={onCancel}
        title={t('twoStep.turnOn')}
        text={hasPassword ? undefined : t('twoStep.reauth')}
        submitLabel={t('twoStep.start')}
      >
        {hasPassword ? (
          <CurrentPasswordField form={startForm} name="password" label={t('twoStep.password')} />
        ) : null}
      </TwoStepForm>
    );

  const copySecret = async () => {
    if (await copyText(setup.secret)) toast.success(t('twoStep.copied'));
    else toast.error(t('twoStep.copyFailed'));
  };
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        {t('twoStep.scanTitle')}
      </Typography>
      <Typography color="text.secondary">{t('twoStep.scanText')}</Typography>
      <TotpQrCode url={setup.otpauth_url} label={t('twoStep.qrAlt')} />
      <TextField
        label={t('twoStep.secretLabel')}
        value={setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        fullWidth
        // The whole key in view on a phone: a single line would cut it off.
        multiline
        slotProps={{
          htmlInput: {
            readOnly: true,
            'data-testid': 'totp-secret',
            style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
          },
        }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copySecret()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('twoStep.copySecret')}
      </Button>
      <TwoStepForm
        form={codeForm}
        send={confirm}
        onDone={onConfirmed}
        onCancel={onCancel}
        title={t('twoStep.confirm')}
        submitLabel={t('twoStep.confirm')}
      >
        <CodeField form={codeForm} name="code" label={t('twoStep.code')} />
      </TwoStepForm>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { STEPS, stepIndex, type StepId } from '../model/steps';

interface WizardStepProps {
  step: StepId;
  title: string;
  subtitle?: string;
  children: ReactNode;
  onBack?: () => void;
  onContinue: () => void;
  onSkip?: () => void;
  continueDisabled?: boolean;
  continueLabel?: string;
  busy?: boolean;
}

/** The frame of every wizard step: progress, heading, content, and Back / Skip / Continue. */
export function WizardStep(props: WizardStepProps) {
  const { t } = useTranslation('wizard');
  useDocumentTitle(props.title);
  const index = stepIndex(props.step);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.continueDisabled && !props.busy) props.onContinue();
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, gap: 2.5 }}
    >
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75, fontWeight: 600 }}>
          {t('progress', { current: index + 1, total: STEPS.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / STEPS.length) * 100}
          aria-label={t('progress', { current: index + 1, total: STEPS.length })}
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {props.title}
        </Typography>
        {props.subtitle ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {props.subtitle}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ flex: 1 }}>{props.children}</Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          mx: -2,
          px: 2,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
          alignItems: 'center',
        }}
      >
        {props.onBack ? (
          <Button onClick={props.onBack} color="inherit">
            {t('nav.back')}
          </Button>
        ) : null}
        <Box sx={{ flex: 1 }} />
        {props.onSkip ? (
          <Button onClick={props.onSkip} color="inherit" disabled={props.busy}>
            {t('nav.skip')}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={props.continueDisabled || props.busy}>
          {props.continueLabel ?? t('nav.continue')}
        </Button>
      </Stack>
    </Box>
  );
}

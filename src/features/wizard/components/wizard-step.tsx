import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWizardNav } from '../hooks/use-wizard-nav';
import { STEPS, previousStep, stepIndex, type StepId } from '../model/steps';

interface WizardStepProps {
  step: StepId;
  children: ReactNode;
  /** Instead of moving on at once: `next` runs the step's check and moves on. */
  onContinue?: (next: () => void) => void;
  continueDisabled?: boolean;
  continueLabel?: string;
  busy?: boolean;
}

/**
 * The frame of every wizard step: progress, the step's heading, its content, and Back (but on the
 * first step), Skip (on the steps that may be skipped; it checks like Continue) and Continue.
 */
export function WizardStep(props: WizardStepProps) {
  const { t } = useTranslation('wizard');
  const { goBack, goNext } = useWizardNav(props.step);
  const index = stepIndex(props.step);
  const { texts, skip } = STEPS[index]!;
  const title = t(`${texts}.title`);
  useDocumentTitle(title);
  const progress = t('progress', { current: index + 1, total: STEPS.length });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.continueDisabled || props.busy) return;
    if (props.onContinue) props.onContinue(goNext);
    else goNext();
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
          {progress}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / STEPS.length) * 100}
          aria-label={progress}
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t(`${texts}.subtitle`)}
        </Typography>
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
        {previousStep(props.step) !== null ? (
          <Button onClick={goBack} color="inherit">
            {t('nav.back')}
          </Button>
        ) : null}
        <Box sx={{ flex: 1 }} />
        {skip ? (
          <Button onClick={goNext} color="inherit" disabled={props.busy}>
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

import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { LANGUAGES } from '../../../domain/languages';
import { LIMITS, TIMINGS } from '../../../domain/limits';
import { WizardStep } from '../components/wizard-step';
import { useWizardNav } from '../hooks/use-wizard-nav';
import { firstFailingStep, stepForField } from '../model/steps';
import { enqueue, flushOutbox, removeFromOutbox } from '../outbox/outbox';
import { shownByScreen } from '../outbox/use-outbox-sync';
import { replaceDraft, resetDraft, useDraft } from '../state/draft-state';

/** Creates the CV: through the outbox, so offline it waits on the device and is sent later. */
export function FinalizeStep() {
  const { t } = useTranslation('wizard');
  const { draft, photo, update } = useDraft();
  const { goBack } = useWizardNav('finalize');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [queued, setQueued] = useState(false);

  if (!draft) return null;

  if (queued) {
    return (
      <Stack spacing={3} sx={{ py: 4 }}>
        <Alert severity="info" icon={<CloudOffIcon />}>
          <AlertTitle>{t('finalize.offlineTitle')}</AlertTitle>
          {t('finalize.offlineBody')}
        </Alert>
        <Button variant="contained" component={RouterLink} to={paths.dashboard.getHref()}>
          {t('finalize.toDashboard')}
        </Button>
      </Stack>
    );
  }

  const create = async () => {
    const failing = firstFailingStep(draft);
    if (failing) {
      toast.error(t(failing.problem.key, failing.problem.params));
      return void navigate(paths.wizard.getHref(failing.step));
    }
    setBusy(true);
    const entry = await enqueue(draft, photo);
    shownByScreen.add(entry.id);
    const results = await flushOutbox();
    // From here on, a later send of this CV is announced by the app, not by this screen.
    shownByScreen.delete(entry.id);
    const result = results.find((r) => r.entry.id === entry.id);
    setBusy(false);
    if (result?.kind === 'created') {
      await resetDraft();
      toast.success(t('personalizeCV.created'));
      return void navigate(paths.cv.getHref(result.uuid, true));
    }
    if (result?.kind === 'refused') {
      // Back into the draft, at the step that needs fixing.
      await removeFromOutbox(entry.id);
      const step = stepForField(result.error.field);
      replaceDraft({ ...draft, step }, photo);
      const isValidation = result.status === 400;
      toast.error(
        t(isValidation ? 'personalizeCV.validationError' : 'personalizeCV.failedCvCreation'),
        {
          description: result.error.text,
          duration: TIMINGS.errorToastDurationMs,
        },
      );
      if (isValidation) void navigate(paths.wizard.getHref(step));
      return;
    }
    // Offline (or the server is away): it stays in the outbox and goes out by itself.
    await resetDraft();
    setQueued(true);
  };

  const summary = t('finalize.summary', {
    experiences: draft.experiences.filter((e) => e.role || e.company_name).length,
    educations: draft.educations.filter((e) => e.institution).length,
    skills: draft.skills.filter((s) => s.skill_name.trim()).length,
    links: draft.links.filter((l) => l.url.trim()).length,
  });

  return (
    <WizardStep
      step="finalize"
      title={t('finalize.title')}
      subtitle={t('finalize.subtitle')}
      onBack={goBack}
      onContinue={() => void create()}
      busy={busy}
      continueLabel={busy ? t('finalize.creating') : t('finalize.create')}
    >
      <Stack spacing={2}>
        <TextField
          label={t('finalize.cvTitle')}
          value={draft.title ?? ''}
          slotProps={{ htmlInput: { maxLength: LIMITS.title } }}
          onChange={(e) => update({ title: e.target.value })}
        />
        <TextField
          select
          label={t('finalize.language')}
          value={draft.language}
          onChange={(e) => update({ language: e.target.value === 'fi' ? 'fi' : 'en' })}
        >
          {LANGUAGES.map((lng) => (
            <MenuItem key={lng} value={lng}>
              {t(`finalize.languages.${lng}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography color="text.secondary">
          {draft.first_name} {draft.last_name} · {summary}
        </Typography>
      </Stack>
    </WizardStep>
  );
}

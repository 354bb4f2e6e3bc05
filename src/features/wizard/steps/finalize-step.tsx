import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import CloudSyncIcon from '@mui/icons-material/CloudSyncOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { withoutBlankRows } from '@/domain/cv-rows';
import { LANGUAGES } from '@/domain/languages';
import { LIMITS, TIMINGS } from '@/domain/limits';
import { LimitedTextField } from '../components/fields';
import { useHidePreview } from '../components/wizard-layout';
import { WizardStep } from '../components/wizard-step';
import { problemText } from '../hooks/use-wizard-nav';
import { firstFailingStep, MORE_SECTION_ROOTS, stepForField } from '../model/steps';
import {
  enqueue,
  flushEntry,
  onOutboxResult,
  removeFromOutbox,
  type SendResult,
  type WaitingResult,
} from '../outbox/outbox';
import { shownByScreen } from '../outbox/use-outbox-sync';
import { replaceDraft, resetDraft, useDraft } from '../state/draft-state';

type Translate = TFunction<'wizard'>;

function toastRefusal(t: Translate, result: Extract<SendResult, { kind: 'refused' }>) {
  const isValidation = result.status === 400;
  toast.error(
    t(isValidation ? 'personalizeCV.validationError' : 'personalizeCV.failedCvCreation'),
    {
      description: result.error.text,
      duration: TIMINGS.errorToastDurationMs,
    },
  );
}

/**
 * The CV could not be created yet and waits on this device: says truthfully why (no network, or the
 * server failed), and follows it until it is created (then opens it) or refused (then fixes it).
 */
function WaitingInOutbox({
  result,
  onResult,
}: {
  result: WaitingResult;
  /** The next failure of this CV, or null once it is back in the draft to be fixed. */
  onResult: (result: WaitingResult | null) => void;
}) {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const [retrying, setRetrying] = useState(false);
  const { entry } = result;
  // The draft has gone into the outbox: there is no draft left to preview.
  useHidePreview();

  useEffect(() => {
    // While this screen shows the CV, it announces what becomes of it (not the app's toasts).
    shownByScreen.add(entry.id);
    const stopListening = onOutboxResult((next) => {
      if (next.entry.id !== entry.id) return;
      if (next.kind === 'created') {
        toast.success(t('personalizeCV.created'));
        void navigate(paths.wizardCompleted.getHref(next.uuid), { replace: true });
      } else if (next.kind === 'refused') {
        // The app's outbox sync has put it back into the draft, at the step to fix.
        toastRefusal(t, next);
        onResult(null);
        if (next.status === 400)
          void navigate(paths.wizard.getHref(stepForField(next.error.field)));
      } else onResult(next);
    });
    return () => {
      stopListening();
      shownByScreen.delete(entry.id);
    };
  }, [entry.id, navigate, onResult, t]);

  const retryNow = async () => {
    setRetrying(true);
    await flushEntry(entry);
    setRetrying(false);
  };

  const offline = result.kind === 'offline';
  return (
    <Stack spacing={3} sx={{ py: 4 }}>
      {offline ? (
        <Alert severity="info" icon={<CloudOffIcon />}>
          <AlertTitle>{t('finalize.offlineTitle')}</AlertTitle>
          {t('finalize.offlineBody')}
        </Alert>
      ) : (
        <Alert severity="warning" icon={<CloudSyncIcon />}>
          <AlertTitle>{t('personalizeCV.failedCvCreation')}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {result.missingId
              ? t('personalizeCV.cvIdUndefined')
              : (result.detail ?? t('finalize.serverError'))}
          </Typography>
          <Typography variant="body2">{t('finalize.keptOnDevice')}</Typography>
        </Alert>
      )}
      {offline ? null : (
        <Button variant="outlined" onClick={() => void retryNow()} disabled={retrying}>
          {retrying ? t('finalize.retrying') : t('finalize.retryNow')}
        </Button>
      )}
      <Button variant="contained" href={paths.dashboard.getHref()}>
        {t('finalize.toDashboard')}
      </Button>
    </Stack>
  );
}

/**
 * Creates the CV, through the outbox (offline it waits on the device and is sent later), and ends
 * on 'CV ready' with its link; editing is one tap from there.
 */
export function FinalizeStep() {
  const { t } = useTranslation('wizard');
  const { draft, photo, update } = useDraft();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState<WaitingResult | null>(null);

  if (waiting) return <WaitingInOutbox result={waiting} onResult={setWaiting} />;
  if (!draft) return null;

  const create = async () => {
    const failing = firstFailingStep(draft);
    if (failing) {
      toast.error(problemText(t, failing.problem));
      return void navigate(paths.wizard.getHref(failing.step));
    }
    setBusy(true);
    const entry = await enqueue(draft, photo);
    shownByScreen.add(entry.id);
    const result = await flushEntry(entry);
    // From here on, a later send of this CV is announced by the app, not by this screen.
    shownByScreen.delete(entry.id);
    setBusy(false);
    if (result.kind === 'created') {
      await resetDraft();
      toast.success(t('personalizeCV.created'));
      // 'CV ready' replaces the finalize step: Back does not lead into an emptied wizard.
      return void navigate(paths.wizardCompleted.getHref(result.uuid), { replace: true });
    }
    if (result.kind === 'refused') {
      // Back into the draft, at the step that needs fixing.
      await removeFromOutbox(entry.id);
      const step = stepForField(result.error.field);
      replaceDraft({ ...draft, step }, photo);
      toastRefusal(t, result);
      if (result.status === 400) void navigate(paths.wizard.getHref(step));
      return;
    }
    // Offline or the server failed: it stays in the outbox and goes out by itself.
    await resetDraft();
    setWaiting(result);
  };

  const kept = withoutBlankRows(draft);
  // The optional sections are named only when there are any: a skipped step leaves the summary as it was.
  const summary = MORE_SECTION_ROOTS.reduce(
    (said, list) =>
      kept[list].length
        ? t('finalize.withSection', {
            summary: said,
            section: t(`finalize.counts.${list}`, { count: kept[list].length }),
          })
        : said,
    t('finalize.summary', {
      experiences: draft.experiences.filter((e) => e.role || e.company_name).length,
      educations: draft.educations.filter((e) => e.institution).length,
      skills: draft.skills.filter((s) => s.skill_name.trim()).length,
      links: draft.links.filter((l) => l.url.trim()).length,
    }),
  );

  return (
    <WizardStep
      step="finalize"
      onContinue={() => void create()}
      busy={busy}
      continueLabel={busy ? t('finalize.creating') : t('finalize.create')}
    >
      <Stack spacing={2}>
        <LimitedTextField
          label={t('finalize.cvTitle')}
          value={draft.title ?? ''}
          max={LIMITS.title}
          onValueChange={(title) => update({ title })}
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

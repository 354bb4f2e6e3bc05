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
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { withoutBlankRows } from '@/domain/cv-rows';
import type { CvContent } from '@/domain/cv';
import { pageForLocale } from '@/domain/design';
import { contentOfDraft } from '@/domain/finished-draft';
import { LANGUAGES } from '@/domain/languages';
import { LIMITS, TIMINGS } from '@/domain/limits';
import { createCv, syncCvs } from '@/lib/cv-store/cv-store';
import { useLocalCv } from '@/lib/cv-store/use-local-cv';
import type { StoredRecord } from '@/lib/local-data/database';
import { useAtomValue, userIdAtom } from '@/lib/state';
import { LimitedTextField } from '../components/fields';
import { useHidePreview } from '../components/wizard-layout';
import { WizardStep } from '../components/wizard-step';
import { problemText } from '../hooks/use-wizard-nav';
import { firstFailingStep, MORE_SECTION_ROOTS } from '../model/steps';
import { shownByScreen } from '../outbox/use-wizard-cvs';
import { flushDraftWrites, resetDraft, useDraft } from '../state/draft-state';
import { takeBackRefused, type Refusal } from '../state/refused-cv';

type Translate = TFunction<'wizard'>;

/** The refused CV goes back into the draft: said, and (a field to fix) the step that holds it. */
async function sendBack(
  t: Translate,
  navigate: NavigateFunction,
  userId: string,
  record: StoredRecord,
  refusal: Refusal,
) {
  const step = await takeBackRefused(userId, record, refusal);
  toastRefusal(t, refusal);
  if (refusal.status === 400) void navigate(paths.wizard.getHref(step));
}

function toastRefusal(t: Translate, refusal: Refusal) {
  const isValidation = refusal.status === 400;
  toast.error(
    t(isValidation ? 'personalizeCV.validationError' : 'personalizeCV.failedCvCreation'),
    { description: refusal.message, duration: TIMINGS.errorToastDurationMs },
  );
}

/**
 * The CV is on this device and the server does not have it yet: says truthfully why (no network,
 * or the server failed), and follows it until the server makes it (then opens it) or refuses it
 * (then it goes back into the draft, at the step to fix).
 */
function WaitingOnDevice({ id, onRefused }: { id: string; onRefused: () => void }) {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const userId = useAtomValue(userIdAtom);
  const local = useLocalCv(id);
  const [retrying, setRetrying] = useState(false);
  // The draft has become the CV: there is no draft left to preview.
  useHidePreview();

  useEffect(() => {
    // While this screen shows the CV, it announces what becomes of it (not the app's toasts).
    shownByScreen.add(id);
    return () => void shownByScreen.delete(id);
  }, [id]);

  const serverId = local?.record.serverId;
  const refusal = local?.status.state === 'refused' ? local.status.refusal : null;
  // The store redraws this screen at every write: what became of the CV is acted on once.
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || (!serverId && !refusal)) return;
    settled.current = true;
    if (serverId) {
      toast.success(t('personalizeCV.created'));
      void navigate(paths.wizardCompleted.getHref(serverId), { replace: true });
    } else if (refusal && local && userId) {
      void sendBack(t, navigate, userId, local.record, refusal).then(onRefused);
    }
  }, [serverId, refusal, local, userId, navigate, onRefused, t]);

  const retryNow = async () => {
    setRetrying(true);
    await syncCvs();
    setRetrying(false);
  };

  const offline = local?.lastFailure !== 'server';
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
            {local?.serverSaid?.missingId
              ? t('personalizeCV.cvIdUndefined')
              : (local?.serverSaid?.detail ?? t('finalize.serverError'))}
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
 * Makes the CV: it is on this device at once, the first change of a CV that starts on the phone
 * (offline it waits and is sent later), and ends on 'CV ready' with its link; editing is one tap
 * from there.
 */
/** A new CV prints on the paper of the phone's region (Letter in the US and its neighbours), unless chosen. */
const withPageOfRegion = (content: CvContent): CvContent =>
  content.design.page
    ? content
    : { ...content, design: { ...content.design, page: pageForLocale(navigator.language) } };

export function FinalizeStep() {
  const { t } = useTranslation('wizard');
  const { draft, photo, update } = useDraft();
  const userId = useAtomValue(userIdAtom);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState<string | null>(null);

  if (waiting) return <WaitingOnDevice id={waiting} onRefused={() => setWaiting(null)} />;
  if (!draft || !userId) return null;

  const create = async () => {
    const failing = firstFailingStep(draft);
    if (failing) {
      toast.error(problemText(t, failing.problem));
      return void navigate(paths.wizard.getHref(failing.step));
    }
    setBusy(true);
    await flushDraftWrites();
    const id = draft.draftId;
    shownByScreen.add(id);
    try {
      const { record, status } = await createCv(
        userId,
        id,
        withPageOfRegion(contentOfDraft(draft)),
        photo,
        draft.translations,
      );
      if (record.serverId) {
        await resetDraft();
        toast.success(t('personalizeCV.created'));
        // 'CV ready' replaces the finalize step: Back does not lead into an emptied wizard.
        return void navigate(paths.wizardCompleted.getHref(record.serverId), { replace: true });
      }
      if (status.state === 'refused') {
        // Back into the draft, at the step that needs fixing.
        return await sendBack(t, navigate, userId, record, status.refusal);
      }
      // No network, or the server failed: the CV waits on this device and goes out by itself.
      await resetDraft();
      setWaiting(id);
    } catch {
      // The device could not keep it (storage full or blocked): the draft stays as it is.
      toast.error(t('finalize.notKept'), { duration: TIMINGS.errorToastDurationMs });
    } finally {
      // From here on, the screen that waits for it (or the app) announces what becomes of it.
      shownByScreen.delete(id);
      setBusy(false);
    }
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

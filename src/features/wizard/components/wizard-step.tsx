import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { TIMINGS } from '@/domain/limits';
import { useDocumentTitle } from '@/lib/use-document-title';
import { forgetTap, takeTap, useTapSettled } from '@/lib/tap-guard';
import { problemText, problemToastText, useWizardNav } from '../hooks/use-wizard-nav';
import {
  STEPS,
  fieldKey,
  previousStep,
  stepIndex,
  stepProblems,
  type FieldStepProblem,
  type StepId,
  type StepProblem,
} from '../model/steps';
import type { DraftCv } from '../model/draft';
import { useDraft } from '../state/draft-state';
import { clearReturnedProblem, returnedProblem } from '../state/returned-problem';
import { StepErrorsContext, type StepErrors } from './step-errors';

interface WizardStepProps {
  step: StepId;
  children: ReactNode;
  /** Instead of moving on at once: `next` runs the step's check and moves on. */
  onContinue?: (next: () => void) => void;
  continueDisabled?: boolean;
  /** Why Continue is disabled, said under the buttons and read with the button. */
  continueHint?: string;
  continueLabel?: string;
  busy?: boolean;
}

/**
 * The fields marked when a step opens: the server's refusal of one of them, or, when the user was
 * sent back from a later step, what the step's check finds.
 */
function arrivalErrors(
  step: StepId,
  draft: DraftCv | null,
  back: boolean,
  say: (problem: StepProblem) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft && !back && stepIndex(draft.step) > stepIndex(step))
    for (const found of stepProblems(step, draft))
      errors[fieldKey(found.path)] ??= say(found.problem);
  const returned = returnedProblem(step);
  if (returned) errors[fieldKey(returned.path)] = returned.message;
  return errors;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The frame of every wizard step: progress, the step's heading, its content, and Back (but on the
 * first step), Skip (on the steps that may be skipped) and Continue. A failed check marks every
 * field it found (their messages under them), scrolls to the first one and puts the focus there;
 * the toast says the first problem, as the spec asks.
 */
export function WizardStep(props: WizardStepProps) {
  const { t } = useTranslation('wizard');
  const { draft } = useDraft();
  const location = useLocation();
  const { goBack, goNext, leaving } = useWizardNav(props.step);
  const settled = useTapSettled();
  // Back, Skip and Continue take no tap while a move is under way, nor a double tap's second.
  const inert = leaving || !settled;
  const once = (event: MouseEvent, act: () => void) => {
    if (!inert && takeTap(event.timeStamp)) act();
    else event.preventDefault();
  };
  const index = stepIndex(props.step);
  const { texts, skip } = STEPS[index]!;
  const title = t(`${texts}.title`);
  useDocumentTitle(title);
  const progress = t('progress', { current: index + 1, total: STEPS.length });
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();
  // Sent back here from a later step (finalize found something, not the Back button), or by the
  // server refusing a field here: the step opens with those fields marked.
  const back = Boolean((location.state as { back?: boolean } | null)?.back);
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    arrivalErrors(props.step, draft, back, (problem) => problemText(t, problem)),
  );
  const [focusRequest, setFocusRequest] = useState(() => (Object.keys(errors).length ? 1 : 0));
  useEffect(() => clearReturnedProblem(props.step), [props.step]);
  // One toast at a time for the step's problems: a new check dismisses the last one. It speaks of
  // this step's fields, so it goes when the step does. Each check's toast has its own id: one shown
  // under an id that is still leaving (the step before's, or this step's last as its six seconds
  // end, 200 ms) would leave with it, and the tap would seem to do nothing (seen in a loaded run).
  const problemsToast = `${useId()}-${props.step}`;
  const shownToast = useRef<string | null>(null);
  const checks = useRef(0);
  useEffect(
    () => () => {
      if (shownToast.current) toast.dismiss(shownToast.current);
    },
    [problemsToast],
  );

  const show = useCallback(
    (problems: FieldStepProblem[]) => {
      const next: Record<string, string> = {};
      for (const found of problems) next[fieldKey(found.path)] ??= problemText(t, found.problem);
      setErrors(next);
      setFocusRequest((n) => n + 1);
      // The screen stays: a tap right after this one (the field just corrected) is honoured.
      forgetTap();
      const more = problems.length - 1;
      if (shownToast.current) toast.dismiss(shownToast.current);
      checks.current += 1;
      shownToast.current = `${problemsToast}-${checks.current}`;
      toast.error(problemToastText(t, problems[0]!), {
        id: shownToast.current,
        description: more > 0 ? t('errors.more', { count: more }) : undefined,
        duration: TIMINGS.errorToastDurationMs,
      });
    },
    [t, problemsToast],
  );

  useEffect(() => {
    if (!focusRequest) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView({
      block: 'center',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [focusRequest]);

  const stepErrors = useMemo<StepErrors>(
    () => ({
      errorOf: (field) => errors[field],
      edited: (field) =>
        setErrors((current) => {
          if (!(field in current)) return current;
          const { [field]: _gone, ...rest } = current;
          return rest;
        }),
    }),
    [errors],
  );

  const next = (check: boolean) => {
    const problems = goNext(check);
    if (problems.length) show(problems);
    else setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.continueDisabled || props.busy || inert) return;
    if (props.onContinue) props.onContinue(() => next(true));
    else next(true);
  };
  const hint = props.continueDisabled ? props.continueHint : undefined;
  return (
    <Box
      component="form"
      ref={formRef}
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
      <StepErrorsContext.Provider value={stepErrors}>
        <Box sx={{ flex: 1 }}>{props.children}</Box>
      </StepErrorsContext.Provider>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          mx: -2,
          px: 2,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {hint ? (
          <Typography
            id={hintId}
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1, textAlign: 'right' }}
          >
            {hint}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {previousStep(props.step) !== null ? (
            <Button
              onClick={(event) => once(event, goBack)}
              color="inherit"
              aria-disabled={inert || undefined}
            >
              {t('nav.back')}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          {skip ? (
            <Button
              onClick={(event) => once(event, () => next(skip === 'check'))}
              color="inherit"
              disabled={props.busy}
              aria-disabled={inert || undefined}
            >
              {t('nav.skip')}
            </Button>
          ) : null}
          {/* Busy while the next step loads; inert without a change of look for a double tap's
              second tap (aria-disabled, which also makes a test's tap wait for it). */}
          <Button
            type="submit"
            variant="contained"
            disabled={props.continueDisabled || props.busy}
            loading={leaving}
            aria-disabled={inert || undefined}
            // The form's submission follows this click unless it is refused here.
            onClick={(event) => once(event, () => undefined)}
            aria-describedby={hint ? hintId : undefined}
          >
            {props.continueLabel ?? t('nav.continue')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}

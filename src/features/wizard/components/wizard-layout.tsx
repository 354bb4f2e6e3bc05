import CloseIcon from '@mui/icons-material/Close';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { resolveTheme } from '@/domain/cv';
import { useAtomValue, userIdAtom } from '@/lib/state';
import { STEPS } from '../model/steps';
import { toLanguage } from '@/domain/languages';
import { useServerRender } from '@/lib/render-context';
import { STAND_IN_ATTRIBUTE } from '@/config/kept-screen';
import { draftIn, emptyDraft } from '../model/draft';
import { hydrateDraft, LentDraftContext, useDraft, type LentDraft } from '../state/draft-state';
import { DraftPreview } from './cv-preview';
import { PlanLimitNotice, usePlanGate, type UpgradeDialogProps } from './plan-gate';
import { WizardStepSkeleton } from './wizard-step-skeleton';
import { useKeepScreen } from '@/lib/kept-screen';

export type { UpgradeDialogProps };

/** The steps that show the CV as it is typed: all but the name and template steps, with views of their own. */
const PREVIEW_STEPS = new Set<string>(
  STEPS.map((step) => step.id).filter((id) => id !== '' && id !== 'template'),
);
/** The wide layout the desktop panel draws the template at, zoomed to the panel. */
const PANEL_LAYOUT_WIDTH = 760;

const PreviewHidden = createContext<Dispatch<SetStateAction<boolean>>>(() => undefined);

/** A step's screen that no longer shows the draft (a CV waiting to be sent) hides the preview. */
export function useHidePreview() {
  const setHidden = useContext(PreviewHidden);
  useEffect(() => {
    setHidden(true);
    return () => setHidden(false);
  }, [setHidden]);
}

function stepOf(pathname: string): string {
  const prefix = `${paths.wizard.path}/`;
  return pathname.startsWith(prefix) ? (pathname.slice(prefix.length).split('/')[0] ?? '') : '';
}

function TemplateName() {
  const { t } = useTranslation('wizardEnds');
  const { t: tc } = useTranslation();
  const { draft } = useDraft();
  if (!draft) return null;
  const name = tc(`templates.${resolveTheme(draft.theme)}.name`);
  return (
    <Typography variant="body2" color="text.secondary">
      {t('preview.template', { name })}
    </Typography>
  );
}

/** Beside the form on a wide screen: the draft in its template, following the user's typing. */
function PreviewPanel() {
  const { t } = useTranslation('wizardEnds');
  return (
    <Box
      component="aside"
      aria-labelledby="wizard-preview-title"
      sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 80, alignSelf: 'start' }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography
          id="wizard-preview-title"
          variant="h2"
          sx={{
            fontSize: 13,
            fontWeight: 750,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
          }}
        >
          {t('preview.panel')}
        </Typography>
        <TemplateName />
      </Stack>
      {/* The one stop on the way through: a keyboard scrolls the preview with its arrows. */}
      <Box
        tabIndex={0}
        role="group"
        aria-labelledby="wizard-preview-title"
        sx={{
          maxHeight: 'calc(100vh - 140px)',
          overflowY: 'auto',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          bgcolor: 'background.paper',
          borderRadius: 2,
          boxShadow: 2,
        }}
      >
        {/* A visual echo of the form beside it: out of the tab order and the reading order, so the
            page keeps one h1 and its links take no focus (the phone's dialog is there to be read). */}
        <Box inert>
          <DraftPreview layoutWidth={PANEL_LAYOUT_WIDTH} />
        </Box>
      </Box>
    </Box>
  );
}

/** On a phone: a button that opens the draft in its template on the whole screen. */
function PreviewButton() {
  const { t } = useTranslation('wizardEnds');
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'flex-end', mb: 1 }}>
      <Button size="small" startIcon={<VisibilityIcon />} onClick={() => setOpen(true)}>
        {t('preview.open')}
      </Button>
      <Dialog
        fullScreen
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="wizard-preview-dialog"
      >
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            position: 'sticky',
            top: 0,
            bgcolor: 'background.paper',
            zIndex: 1,
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography id="wizard-preview-dialog" variant="h2" sx={{ fontSize: '1.1rem' }}>
              {t('preview.title')}
            </Typography>
            <TemplateName />
          </Box>
          <IconButton onClick={() => setOpen(false)} aria-label={t('preview.close')} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ bgcolor: 'grey.100', flex: 1 }}>{open ? <DraftPreview /> : null}</Box>
      </Dialog>
    </Box>
  );
}

/**
 * The first step as a new CV starts it, drawn by the server as the wizard's first HTML (a new phone
 * has no draft, and the step is the same for every one): it paints with the page, and the app draws
 * the account's own step apart and puts it in its place once it is ready (src/owner-shell.ts,
 * lib/kept-screen), the same words in the same place, so nothing moves. Null elsewhere.
 */
function useFirstStepAhead(step: string): LentDraft | null {
  const server = useServerRender();
  const { i18n } = useTranslation();
  if (!server?.ownerShell || step !== '') return null;
  return { draft: draftIn(emptyDraft(), toLanguage(i18n.language)), update: () => undefined };
}

/**
 * Reads the signed-in account's draft from IndexedDB once, says at once if the plan allows no more
 * CVs, then shows the step the URL names, with a live preview of the CV from the details step on.
 */
export function WizardLayout({
  UpgradeDialog,
}: {
  UpgradeDialog: ComponentType<UpgradeDialogProps>;
}) {
  const { ready } = useDraft();
  const userId = useAtomValue(userIdAtom);
  const { pathname } = useLocation();
  const step = stepOf(pathname);
  const finished = step === 'completed';
  const gate = usePlanGate();
  const shows = ready && (gate !== 'checking' || finished);
  useKeepScreen(shows);
  const [previewHidden, setPreviewHidden] = useState(false);
  const ahead = useFirstStepAhead(step);
  useEffect(() => {
    void hydrateDraft();
  }, [userId]);
  if (!ahead && !shows) return <WizardStepSkeleton />;
  if (!ahead && gate === 'full' && !finished) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 2, md: 5 }, flex: 1 }}>
        <PlanLimitNotice UpgradeDialog={UpgradeDialog} />
      </Container>
    );
  }
  const preview = PREVIEW_STEPS.has(step) && !previewHidden;
  const frame = (
    <Container
      {...(ahead && { [STAND_IN_ATTRIBUTE]: '' })}
      maxWidth={preview || finished ? 'lg' : 'sm'}
      sx={{ py: { xs: 2, md: 5 }, flex: 1, display: 'flex', flexDirection: 'column' }}
    >
      <PreviewHidden.Provider value={setPreviewHidden}>
        <Box
          sx={{
            flex: 1,
            display: 'grid',
            gap: { md: 6 },
            gridTemplateColumns: {
              xs: '1fr',
              md: preview ? 'minmax(0, 560px) minmax(0, 1fr)' : '1fr',
            },
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            {preview ? <PreviewButton /> : null}
            <Outlet />
          </Box>
          {preview ? <PreviewPanel /> : null}
        </Box>
      </PreviewHidden.Provider>
    </Container>
  );
  return ahead ? (
    <LentDraftContext.Provider value={ahead}>{frame}</LentDraftContext.Provider>
  ) : (
    frame
  );
}

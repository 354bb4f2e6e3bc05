// Over 300 lines: the page wires editor, versions, photo, share and save into one screen; each part is its own file.
/** /cv/{cvId}: the owner's CV in its template, edited in place, shared, printed. */
import ReorderIcon from '@mui/icons-material/SwapVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { sameProps } from '@/lib/same-props';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { PhotoCropper } from '@/components/lazy-photo-cropper';
import {
  PHOTO_PROBLEM_KEYS,
  chosenPhotoProblem,
  croppedPhotoProblem,
  unreadablePhotoProblem,
  type PhotoProblem,
} from '@/components/photo-file-problem';
import { cvSchema, type CvView } from '@/domain/cv';
import { cvLanguages, localizeCv } from '@/domain/cv-translations';
import { isLanguage, toLanguage, type Language } from '@/domain/languages';
import { runtimeKeys } from '@/lib/translate';
import { toApiFailure } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReachableQuery } from '@/lib/use-reachable-query';
import { useObjectUrl } from '@/lib/use-object-url';
import { ShareDialog } from '@/components/share/lazy-share-dialog';
import { shareNatively, shareUrl, versionLinks } from '@/components/share/share-url';
import { EditorContext } from '@/templates/editable';
import { buildTemplateLabels } from '@/templates/labels';
import { TemplateView, renderTheme } from '@/templates/registry';
import { useCv } from '@/api/cv-queries';
import { paths } from '@/config/paths';
import { cvStore, syncCvs } from '@/lib/cv-store/cv-store';
import type { RecordStatus } from '@/lib/cv-store/record-store';
import { useLocalCv } from '@/lib/cv-store/use-local-cv';
import { useAtomValue, userIdAtom } from '@/lib/state';
import { useEditorApi } from '../editor/editor-api';
import { useTranslationEditorApi } from '../editor/translation-editor-api';
import { useCvEditor } from '../editor/use-cv-editor';
import { CvLanguageField } from './cv-language-field';
import { CvSyncStatus } from '@/components/cv-sync-status';
import { CvPageSkeleton } from './cv-page-skeleton';
import { PAGE_SX, SHEET_SX } from './cv-page-layout';
import { CvToolbar } from './cv-toolbar';
import { CvVersionSwitch } from './cv-version-switch';
import { editModeSx } from './edit-mode-sx';
import { SaveBar } from './save-bar';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useCvSave, ERROR_TOAST } from './use-cv-save';
import { useEditInProgress } from './use-edit-in-progress';
import { useEditLink } from './use-edit-link';
import { TEMPLATE_PICKER_HEIGHT } from './template-picker-height';
import { lazyWhenOpened } from '@/components/lazy-when-opened';
import { useKeepScreen } from '@/lib/kept-screen';
import { keptAddress } from '@/lib/local-data/kept-screens';

/** What the page opens on demand, or only while editing, loads then (dnd-kit with the sections). */
const CvSettingsDialog = lazyWhenOpened(
  async () => (await import('./cv-settings-dialog')).CvSettingsDialog,
);
const DesignSheet = lazyWhenOpened(async () => (await import('./design-sheet')).DesignSheet);
const GoneCvDialog = lazyWhenOpened(async () => (await import('./gone-cv-dialog')).GoneCvDialog);
const MergeQuestionsDialog = lazyWhenOpened(
  async () => (await import('./merge-questions-dialog')).MergeQuestionsDialog,
);
const AddSectionMenu = lazyWhenOpened(
  async () => (await import('./add-section-menu')).AddSectionMenu,
);
const SectionsDialog = lazyWhenOpened(
  async () => (await import('./sections-dialog')).SectionsDialog,
);
const TemplatePicker = lazyWhenOpened(
  async () => (await import('./template-picker')).TemplatePicker,
  { reserve: <Box aria-hidden sx={{ height: TEMPLATE_PICKER_HEIGHT }} /> },
);

const SAVED: RecordStatus = { state: 'saved' };

/**
 * The CV, drawn again only when what it shows changed: the device's copy of the CV arrives after
 * the server's answer and equals it, and drawing the whole CV again for it took a phone's main
 * thread 100-200 ms (4x CPU).
 */
const CvSheet = memo(TemplateView, sameProps);

/** A CV's id is a uuid; anything else (an answer without one read as "undefined") opens nothing. */
const isCvId = (id: string) => cvSchema.shape.uuid.safeParse(id).success;

export function CvPage() {
  const { cvId = '' } = useParams();
  const { t } = useTranslation('cv');
  if (!isCvId(cvId)) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">{t('view.idUndefined')}</Alert>
      </Container>
    );
  }
  return <CvEditorPage cvId={cvId} />;
}

function CvEditorPage({ cvId }: { cvId: string }) {
  // 'CV ready' → "Edit my CV" (router state) and the deep link ?edit=true open in edit mode.
  const state: unknown = useLocation().state;
  const editLink = useEditLink();
  const startEditing =
    editLink ||
    (typeof state === 'object' &&
      state !== null &&
      'startEditing' in state &&
      state.startEditing === true);
  // "Add a version in Finnish" (the wizard's last step) opens that version.
  const askedVersion =
    typeof state === 'object' && state !== null && 'version' in state && isLanguage(state.version)
      ? state.version
      : null;
  const { t } = useTranslation('cv');
  // The photo step's texts, and the month picker's: loaded with the page, so Edit never waits.
  const { t: tWizard } = useTranslation(['wizard', 'widgets']);
  const userId = useAtomValue(userIdAtom);
  const navigate = useNavigate();
  const cv = useCv(cvId);
  // The copy on this device first; what the server answers is merged into it.
  const local = useLocalCv(cvId);
  const stored = local?.cv;
  const { unreachable } = useReachableQuery(cv);
  const editor = useCvEditor();
  // Editing, it is what the editor's own address (?edit=true) opens to next time.
  useKeepScreen(
    Boolean(stored ?? cv.data),
    editor.editing
      ? keptAddress(new URL(paths.cv.getHref(cvId, true), window.location.href))
      : undefined,
  );
  const mainLanguage = toLanguage(
    editor.working?.language ?? stored?.language ?? cv.data?.language,
  );
  const [chosenVersion, setChosenVersion] = useState<Language | null>(askedVersion);
  // The version on screen: the chosen one, or the main one (also when the main language changes).
  const language = chosenVersion ?? mainLanguage;
  const translating = language !== mainLanguage;
  const { t: tTemplates } = useTranslation('templates', { lng: language });
  const labels = useMemo(() => buildTemplateLabels(runtimeKeys(tTemplates)), [tTemplates]);
  // Problems are told in the user's language, whatever the CV's.
  const { t: tUiTemplates } = useTranslation('templates');
  const uiLabels = useMemo(() => buildTemplateLabels(runtimeKeys(tUiTemplates)), [tUiTemplates]);
  const [shareOpen, setShareOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [designOpen, setDesignOpen] = useState(false);
  const [sectionsOpen, setSectionsOpen] = useState(false);
  const [photoFile, setPhotoFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const { newPhoto, setNewPhoto, dirty, busy, onSave, cancel } = useCvSave(
    local,
    editor,
    uiLabels,
    sheet,
  );
  const dropEdit = useEditInProgress(cvId, editor, { newPhoto, setNewPhoto });
  const newPhotoUrl = useObjectUrl(newPhoto ?? local?.photo ?? null);
  const [autoStarted, setAutoStarted] = useState(false);
  const [settling, setSettling] = useState(false);
  const current = stored ?? cv.data;
  useDocumentTitle(current?.title || null);

  useEffect(() => {
    if (userId && cv.data) void cvStore.receive(userId, cv.data);
  }, [userId, cv.data]);
  const failure = cv.isError ? toApiFailure(cv.error) : null;
  const serverSaysGone = failure?.kind === 'http' && failure.status === 404;
  useEffect(() => {
    if (userId && serverSaysGone) void cvStore.lost(userId, cvId);
  }, [userId, serverSaysGone, cvId]);
  // A CV kept after a delete elsewhere has a new address once the server made it again.
  const madeAgainAs = local?.record.serverId;
  useEffect(() => {
    if (madeAgainAs && madeAgainAs !== cvId)
      void navigate(paths.cv.getHref(madeAgainAs), { replace: true });
  }, [madeAgainAs, cvId, navigate]);

  // Start in edit mode once the CV is here.
  if (startEditing && current && !editor.editing && !autoStarted) {
    setAutoStarted(true);
    editor.start(current);
  }

  const choosePhoto = useCallback(() => fileInput.current?.click(), []);
  const api = useEditorApi(editor, choosePhoto);
  const translationApi = useTranslationEditorApi(
    editor,
    language,
    mainLanguage,
    current?.translation_status ?? {},
  );

  const settle = (work: () => Promise<unknown>) => {
    setSettling(true);
    void work()
      .then(() => syncCvs())
      .finally(() => setSettling(false));
  };

  if (!stored && unreachable) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h1">{t('view.offlineTitle')}</Typography>
        <Typography sx={{ mt: 2 }}>{t('view.offlineText')}</Typography>
      </Container>
    );
  }
  if (!stored && (cv.isPending || local === undefined)) {
    return <CvPageSkeleton />;
  }
  if (!stored && cv.isError) {
    // Not there (deleted, never this owner's, no such id), or a failure a new try may mend.
    const failure = toApiFailure(cv.error);
    const gone = failure.kind === 'http' && failure.status < 500;
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h1">{t(gone ? 'view.notFound' : 'view.loadFailed')}</Typography>
        {gone ? null : (
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => void cv.refetch()}>
            {t('view.retry')}
          </Button>
        )}
      </Container>
    );
  }

  // Neither pending nor failed, so the server's answer is here when the device has no copy.
  const data = stored ?? cv.data!;
  const mainUrl = shareUrl(window.location.origin, data.username, data.slug);
  const versions = versionLinks(mainUrl, data.language, cvLanguages(data));
  const url = versions.find((version) => version.language === language)?.url ?? mainUrl;
  const theme = editor.working?.theme ?? data.theme;
  // Read, another version shows its texts, and the main text (dimmed) where it has none yet.
  const shownVersion =
    !editor.working && translating ? localizeCv(data, data.translations, language) : null;
  const view: CvView = {
    ...(editor.working ?? shownVersion?.cv ?? data),
    language,
    photo: newPhotoUrl ?? data.photo,
  };

  const onShare = async () => {
    // Two versions: the dialog asks which one to share.
    if (versions.length > 1) return setShareOpen(true);
    const result = await shareNatively(url, data.title || `${data.first_name} ${data.last_name}`);
    if (result === 'unavailable') setShareOpen(true);
  };

  const photoProblem = (problem: PhotoProblem) =>
    toast.error(tWizard(PHOTO_PROBLEM_KEYS[problem]), ERROR_TOAST);

  const onPhotoCropped = (square: Blob) => {
    setPhotoFile(null);
    const problem = croppedPhotoProblem(square);
    if (problem) return photoProblem(problem);
    setNewPhoto(square);
  };

  const hasTemplate = renderTheme(theme) !== null;

  return (
    <Box sx={PAGE_SX}>
      <Container maxWidth="md">
        <CvToolbar
          cv={data}
          editing={editor.editing}
          onShare={() => void onShare()}
          onEdit={() => editor.start(data)}
          onSettings={() => setSettingsOpen(true)}
          onDesign={() => setDesignOpen(true)}
          version={translating ? language : null}
          onServer={local ? local.record.serverId !== null : true}
          editActions={
            <>
              <Button
                variant="outlined"
                startIcon={<ReorderIcon />}
                onClick={() => setSectionsOpen(true)}
              >
                {t('editor.sections.open')}
              </Button>
              {/* Sections are added in the main version; the other one translates their texts. */}
              {translating ? null : <AddSectionMenu editor={editor} />}
            </>
          }
        />
        {/* Without the device's copy yet, what shows came from the server: it is saved there. The
            line is always drawn, so nothing below moves when the copy arrives. */}
        <CvSyncStatus status={local?.status ?? SAVED} />
        {!data.is_public && !editor.editing ? (
          <Alert severity="info" className="no-print" sx={{ mb: 2 }}>
            {t('editor.private')}
          </Alert>
        ) : null}
        {editor.editing ? (
          <Box className="no-print" sx={{ mb: 2 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('editor.editing')}
            </Typography>
            <TemplatePicker value={theme} onChange={(next) => editor.change('theme', next)} />
            {translating ? null : (
              <Box sx={{ mt: 1.5 }}>
                <CvLanguageField
                  value={mainLanguage}
                  onChange={(next) => {
                    setChosenVersion(null);
                    editor.change('language', next);
                  }}
                />
              </Box>
            )}
          </Box>
        ) : null}
        <CvVersionSwitch
          main={mainLanguage}
          shown={language}
          status={data.translation_status}
          editing={editor.editing}
          onChange={(next) => setChosenVersion(next === mainLanguage ? null : next)}
        />
        <Box
          ref={sheet}
          sx={{
            ...SHEET_SX,
            // On paper the CV is the page: no card corners, nothing clipped at a page break.
            '@media print': { boxShadow: 'none', borderRadius: 0, overflow: 'visible' },
            ...(editor.editing && editModeSx),
            // Texts not yet translated: the main text, dimmed (they carry its `lang`).
            ...(shownVersion && { [`& [lang="${mainLanguage}"]`]: { opacity: 0.55 } }),
          }}
        >
          {hasTemplate ? (
            <EditorContext.Provider
              value={editor.editing ? (translating ? translationApi : api) : null}
            >
              <CvSheet
                theme={theme}
                cv={view}
                labels={labels}
                fallbacks={
                  shownVersion ? { paths: shownVersion.fallbacks, language: mainLanguage } : null
                }
              />
            </EditorContext.Provider>
          ) : (
            <Alert severity="error">{t('editor.missingTheme', { theme })}</Alert>
          )}
        </Box>
        {editor.editing ? (
          <SaveBar dirty={dirty} busy={busy} onSave={onSave} onCancel={cancel} />
        ) : null}
      </Container>
      <HiddenFileInput
        ref={fileInput}
        accept="image/*"
        label={t('editor.changePhoto')}
        onFile={(file) => {
          const problem = chosenPhotoProblem(file);
          if (problem) photoProblem(problem);
          else setPhotoFile(file);
        }}
      />
      {photoFile ? (
        <PhotoCropper
          file={photoFile}
          open
          onCancel={() => setPhotoFile(null)}
          onError={() => {
            setPhotoFile(null);
            photoProblem(unreadablePhotoProblem(photoFile));
          }}
          onDone={onPhotoCropped}
        />
      ) : null}
      <ShareDialog
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        url={url}
        title={data.title}
        versions={versions}
        owner={data}
      />
      {sectionsOpen && editor.editing ? (
        <SectionsDialog editor={editor} open onClose={() => setSectionsOpen(false)} />
      ) : null}
      {designOpen ? <DesignSheet cv={data} open onClose={() => setDesignOpen(false)} /> : null}
      {settingsOpen ? (
        <CvSettingsDialog cv={data} open onClose={() => setSettingsOpen(false)} />
      ) : null}
      {userId && local?.status.state === 'asks' ? (
        <MergeQuestionsDialog
          // A new set of questions starts with no answers.
          key={local.record.updatedAt}
          questions={local.status.questions}
          busy={settling}
          onChoose={(choices) => settle(() => cvStore.resolve(userId, local.record.id, choices))}
        />
      ) : null}
      {userId && local?.status.state === 'gone' ? (
        <GoneCvDialog
          busy={settling}
          onKeep={() => settle(() => cvStore.settleGone(userId, local.record.id, true))}
          onDiscard={() =>
            settle(async () => {
              await cvStore.settleGone(userId, local.record.id, false);
              await navigate(paths.dashboard.getHref(), { replace: true });
            })
          }
        />
      ) : null}
      <UnsavedChangesGuard when={dirty && !busy} onLeave={dropEdit} />
    </Box>
  );
}

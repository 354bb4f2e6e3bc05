/** /cv/{cvId}: the owner's CV in its template, edited in place, shared, printed. */
import DataObjectIcon from '@mui/icons-material/DataObject';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import SettingsIcon from '@mui/icons-material/TuneOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { isAxiosError } from 'axios';
import { toast, type ExternalToast } from 'sonner';
import { ActionsMenu } from '@/components/actions-menu';
import { toastFailure } from '@/components/form';
import { PhotoCropper } from '@/components/photo-cropper';
import { useDeleteCv } from '@/components/use-delete-cv';
import { paths } from '@/config/paths';
import {
  PHOTO_PROBLEM_KEYS,
  chosenPhotoProblem,
  croppedPhotoProblem,
  unreadablePhotoProblem,
  type PhotoProblem,
} from '@/components/photo-file-problem';
import { cvSchema, type CvDto, type CvView } from '@/domain/cv';
import { atShownRow } from '@/domain/cv-rows';
import { toLanguage } from '@/domain/languages';
import { TIMINGS } from '@/domain/limits';
import { errorBody, readFailure, toApiFailure } from '@/lib/api-errors';
import { failureWords } from '@/lib/failure-words';
import { runtimeKeys } from '@/lib/translate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useObjectUrl } from '@/lib/use-object-url';
import { ShareDialog, shareNatively } from '@/components/share/share-dialog';
import { shareUrl } from '@/components/share/share-url';
import { EditorContext } from '@/templates/editable';
import { buildTemplateLabels } from '@/templates/labels';
import { TemplateView, renderTheme } from '@/templates/registry';
import {
  downloadJsonResume,
  newerVersionOf,
  useCv,
  useEditCv,
  useUploadCvPhoto,
} from '@/api/cv-queries';
import { useEditorApi } from '../editor/editor-api';
import { placeOf } from '../editor/problem-words';
import { serverMarks } from '../editor/server-problems';
import {
  prepareSave,
  rebase,
  useCvEditor,
  type FieldMark,
  type Prepared,
} from '../editor/use-cv-editor';
import { CvLanguageField } from './cv-language-field';
import { CvSettingsDialog } from './cv-settings-dialog';
import { editModeSx } from './edit-mode-sx';
import { SaveBar } from './save-bar';
import { TemplatePicker } from './template-picker';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { VersionConflictDialog } from './version-conflict-dialog';

/** Editor toasts show at the top, clear of the save bar at the bottom. */
const EDIT_TOAST: ExternalToast = { position: 'top-center' };
const ERROR_TOAST: ExternalToast = { ...EDIT_TOAST, duration: TIMINGS.errorToastDurationMs };

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
  // 'CV ready' → "Edit my CV" opens in edit mode (router state: no ?edit=true stays in the address).
  const state: unknown = useLocation().state;
  const startEditing =
    typeof state === 'object' &&
    state !== null &&
    'startEditing' in state &&
    state.startEditing === true;
  const { t, i18n } = useTranslation('cv');
  const { t: tCommon } = useTranslation();
  // The photo step's texts, and the month picker's: loaded with the page, so Edit never waits.
  const { t: tWizard } = useTranslation(['wizard', 'widgets']);
  const cv = useCv(cvId);
  const editor = useCvEditor();
  const language = toLanguage(editor.working?.language ?? cv.data?.language);
  const { t: tTemplates } = useTranslation('templates', { lng: language });
  const labels = useMemo(
    () => buildTemplateLabels(runtimeKeys(tTemplates), language),
    [tTemplates, language],
  );
  // Problems are told in the user's language, whatever the CV's.
  const uiLanguage = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { t: tUiTemplates } = useTranslation('templates');
  const uiLabels = useMemo(
    () => buildTemplateLabels(runtimeKeys(tUiTemplates), uiLanguage),
    [tUiTemplates, uiLanguage],
  );
  const save = useEditCv(cvId);
  const upload = useUploadCvPhoto(cvId);
  const [shareOpen, setShareOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [photoFile, setPhotoFile] = useState<File | null>(null);
  /** The new photo, cropped: shown at once, sent only on Save, dropped on Cancel. */
  const [newPhoto, setNewPhoto] = useState<Blob | null>(null);
  const newPhotoUrl = useObjectUrl(newPhoto);
  const fileInput = useRef<HTMLInputElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const [autoStarted, setAutoStarted] = useState(false);
  const [conflict, setConflict] = useState<CvDto | null>(null);
  /** The field to bring into view and focus once its problem is drawn. */
  const [focusPath, setFocusPath] = useState<string | null>(null);
  useDocumentTitle(cv.data?.title || null);

  // Start in edit mode once the CV is here.
  if (startEditing && cv.data && !editor.editing && !autoStarted) {
    setAutoStarted(true);
    editor.start(cv.data);
  }

  useEffect(() => {
    if (!focusPath || !sheet.current) return;
    const fields = [...sheet.current.querySelectorAll<HTMLElement>('[name]')];
    const field =
      fields.find((el) => el.getAttribute('name') === focusPath) ??
      fields.find((el) => el.getAttribute('name')?.startsWith(`${focusPath}.`));
    setFocusPath(null);
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  }, [focusPath]);

  const choosePhoto = useCallback(() => fileInput.current?.click(), []);
  const api = useEditorApi(editor, choosePhoto);
  const navigate = useNavigate();
  const deleteCv = useDeleteCv();

  if (cv.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: 3 }} role="status" aria-label={t('view.loading')}>
        <Skeleton height={48} width="60%" />
        <Skeleton variant="rectangular" height={420} sx={{ mt: 2, borderRadius: 2 }} />
      </Container>
    );
  }
  if (cv.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h1">{t('view.notFound')}</Typography>
      </Container>
    );
  }

  const data = cv.data;
  const url = shareUrl(window.location.origin, data.username, data.slug);
  const theme = editor.working?.theme ?? data.theme;
  const view: CvView = { ...(editor.working ?? data), photo: newPhotoUrl ?? data.photo };
  const dirty = editor.dirty || newPhoto !== null;
  const busy = save.isPending || upload.isPending;

  /** Marks every problem at its field, focuses the first, and says it in a toast. */
  const showProblems = (marks: FieldMark[]) => {
    const onFields = marks.filter((mark) => mark.path.length > 0);
    editor.markInvalid(onFields);
    const [first] = marks;
    if (!first) return;
    if (first.path.length) setFocusPath(first.path.join('.'));
    const where = first.path.length
      ? placeOf(first.path, {
          entry: (list, n, field) => t(`editor.entry.${list}`, { n, field }),
          labels: uiLabels,
        })
      : null;
    const others = new Set(onFields.map((mark) => mark.path.join('.'))).size - 1;
    toast.error(first.message, {
      ...ERROR_TOAST,
      description: where && others > 0 ? t('editor.moreProblems', { where, count: others }) : where,
    });
  };

  const cancel = () => {
    editor.cancel();
    setNewPhoto(null);
  };

  const submit = (prepared: Prepared) => {
    if (!prepared.ok) {
      if (!prepared.problems.length) return void toast.error(t('editor.nothingToSave'), EDIT_TOAST);
      return showProblems(
        prepared.problems.map((problem) => ({
          path: problem.path,
          message: runtimeKeys(tCommon)(problem.key, problem.params),
        })),
      );
    }
    const photo = newPhoto;
    const done = () => {
      setConflict(null);
      cancel();
      toast.success(t('editor.saved'), EDIT_TOAST);
    };
    // Last, with no If-Match: the photo never meets a version the fields' save moved on.
    const sendPhoto = () => {
      if (!photo) return done();
      upload.mutate(photo, {
        onSuccess: () => {
          done();
          toast.success(t('editor.photoUploaded'), EDIT_TOAST);
        },
        onError: (error) => {
          console.error('Photo upload failed', error);
          toast.error(t('editor.photoFailed'), ERROR_TOAST);
        },
      });
    };
    // Nothing changed: nothing to send, and no reason to disturb a newer version elsewhere.
    if (!Object.keys(prepared.patch).length) return sendPhoto();
    save.mutate(
      { patch: prepared.patch, version: prepared.version },
      {
        onSuccess: (updated) => {
          // The fields are saved; if the photo then fails, it waits for the next Save.
          if (photo) editor.start(updated);
          sendPhoto();
        },
        onError: (error) => {
          const newer = newerVersionOf(error);
          if (newer) return setConflict(newer);
          setConflict(null);
          const failure = toApiFailure(error);
          if (failure.kind !== 'http' || failure.status !== 400)
            return void toast.error(t('editor.saveFailed'), ERROR_TOAST);
          const marks = serverMarks(
            errorBody(isAxiosError(error) ? error.response?.data : null),
          ).map((mark) => ({
            ...mark,
            path: editor.working
              ? atShownRow({ path: [...mark.path], key: '', params: {} }, editor.working).path
              : mark.path,
          }));
          if (marks.length) showProblems(marks);
          else toast.error(failure.parsed.text, ERROR_TOAST);
        },
      },
    );
  };

  const onSave = () => submit(editor.prepare());

  const loadNewer = (newer: CvDto) => {
    editor.rebaseOn(newer, false);
    setConflict(null);
    toast.info(t('editor.conflict.merged'), EDIT_TOAST);
  };

  const keepMine = (newer: CvDto) => {
    const next = editor.rebaseOn(newer, true);
    if (next) submit(prepareSave(next.base, next.working));
  };

  const saveJsonResume = async () => {
    try {
      await downloadJsonResume(data.uuid);
    } catch (error) {
      toastFailure(t('editor.jsonResumeFailed'), readFailure(error, failureWords()));
    }
  };

  const onShare = async () => {
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
    <Box sx={{ py: { xs: 2, md: 4 }, bgcolor: 'grey.100', flex: 1 }}>
      <Container maxWidth="md">
        <Stack
          direction="row"
          role="toolbar"
          aria-label={t('editor.toolbar')}
          className="no-print"
          sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
        >
          <Typography variant="h1" sx={{ fontSize: '1.25rem', flex: '1 1 100%', mb: 0.5 }}>
            {data.title || t('dashboard.untitled')}
          </Typography>
          {editor.editing ? null : (
            <>
              <Button variant="contained" startIcon={<ShareIcon />} onClick={() => void onShare()}>
                {t('editor.share')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<EditIcon />}
                onClick={() => editor.start(data)}
              >
                {t('editor.edit')}
              </Button>
              <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
                {t('editor.downloadPdf')}
              </Button>
              <Button startIcon={<SettingsIcon />} onClick={() => setSettingsOpen(true)}>
                {t('editor.settings')}
              </Button>
              <ActionsMenu
                label={t('editor.more')}
                actions={[
                  {
                    label: t('editor.jsonResume'),
                    icon: <DataObjectIcon />,
                    onClick: () => void saveJsonResume(),
                  },
                  {
                    label: t('delete.action'),
                    icon: <DeleteIcon />,
                    danger: true,
                    onClick: () => {
                      deleteCv({ uuid: data.uuid, title: data.title });
                      void navigate(paths.dashboard.getHref());
                    },
                  },
                ]}
              />
            </>
          )}
        </Stack>
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
            <Box sx={{ mt: 1.5 }}>
              <CvLanguageField
                value={language}
                onChange={(next) => editor.change('language', next)}
              />
            </Box>
          </Box>
        ) : null}
        <Box
          ref={sheet}
          sx={{
            bgcolor: 'background.paper',
            borderRadius: 2,
            overflow: 'hidden',
            boxShadow: 1,
            '@media print': { boxShadow: 'none' },
            ...(editor.editing && editModeSx),
          }}
        >
          {hasTemplate ? (
            <EditorContext.Provider value={editor.editing ? api : null}>
              <TemplateView theme={theme} cv={view} labels={labels} />
            </EditorContext.Provider>
          ) : (
            <Alert severity="error">{t('editor.missingTheme', { theme })}</Alert>
          )}
        </Box>
        {editor.editing ? (
          <SaveBar dirty={dirty} busy={busy} onSave={onSave} onCancel={cancel} />
        ) : null}
      </Container>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('editor.changePhoto')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
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
      />
      {settingsOpen ? (
        <CvSettingsDialog cv={data} open onClose={() => setSettingsOpen(false)} />
      ) : null}
      {conflict && editor.base && editor.working ? (
        <VersionConflictDialog
          conflicts={rebase(editor.base, editor.working, conflict, false).conflicts}
          busy={save.isPending}
          onLoadNewer={() => loadNewer(conflict)}
          onKeepMine={() => keepMine(conflict)}
        />
      ) : null}
      <UnsavedChangesGuard when={dirty && !busy} />
    </Box>
  );
}

/** /cv/{cvId}: the owner's CV in its template, edited in place, shared, printed. */
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
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PhotoCropper } from '@/components/photo-cropper';
import { paths } from '@/config/paths';
import { TIMINGS } from '@/domain/limits';
import { LIMITS } from '@/domain/limits';
import { toApiFailure } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ShareDialog, shareNatively } from '@/components/share/share-dialog';
import { shareUrl } from '@/components/share/share-url';
import { EditorContext } from '@/templates/editable';
import { buildTemplateLabels } from '@/templates/labels';
import { TemplateView, renderTheme } from '@/templates/registry';
import type { CvDto, CvView } from '@/domain/cv';
import { runtimeKeys } from '@/lib/translate';
import { newerVersionOf, useCv, useEditCv, useUploadCvPhoto } from '@/api/cv-queries';
import { useEditorApi } from '../editor/editor-api';
import { problemWords } from '../editor/problem-words';
import { prepareSave, rebase, useCvEditor, type Prepared } from '../editor/use-cv-editor';
import { CvSettingsDialog } from './cv-settings-dialog';
import { TemplatePicker } from './template-picker';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { VersionConflictDialog } from './version-conflict-dialog';

export function CvPage() {
  const { cvId = '' } = useParams();
  const [search] = useSearchParams();
  const fromWizard = search.get('edit') === 'true';
  const navigate = useNavigate();
  const { t } = useTranslation('cv');
  const { t: tCommon } = useTranslation();
  const cv = useCv(cvId);
  const language = cv.data?.language ?? 'en';
  const { t: tTemplates } = useTranslation('templates', { lng: language });
  const labels = useMemo(
    () => buildTemplateLabels(runtimeKeys(tTemplates), language),
    [tTemplates, language],
  );
  const editor = useCvEditor();
  const save = useEditCv(cvId);
  const upload = useUploadCvPhoto(cvId);
  const [shareOpen, setShareOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [photoFile, setPhotoFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [autoStarted, setAutoStarted] = useState(false);
  const [conflict, setConflict] = useState<CvDto | null>(null);
  useDocumentTitle(cv.data?.title || null);

  // Opened right after the wizard (edit=true): start in edit mode once the CV is here.
  if (fromWizard && cv.data && !editor.editing && !autoStarted) {
    setAutoStarted(true);
    editor.start(cv.data);
  }

  const choosePhoto = useCallback(() => fileInput.current?.click(), []);
  const api = useEditorApi(editor, choosePhoto);

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
  const view: CvView = { ...(editor.working ?? data), photo: data.photo };

  const submit = (prepared: Prepared) => {
    if (!prepared.ok) {
      const [first] = prepared.problems;
      if (!first) return void toast.error(t('editor.nothingToSave'));
      editor.markInvalid(prepared.problems);
      const words = problemWords(first, {
        common: runtimeKeys(tCommon),
        entry: (list, n, field) => t(`editor.entry.${list}`, { n, field }),
        labels,
      });
      return void toast.error(words.title, {
        description: words.where,
        duration: TIMINGS.errorToastDurationMs,
      });
    }
    const done = () => {
      setConflict(null);
      editor.cancel();
      toast.success(t('editor.saved'));
      if (fromWizard) void navigate(paths.wizardCompleted.getHref(cvId));
    };
    // Nothing changed: nothing to send, and no reason to disturb a newer version elsewhere.
    if (!Object.keys(prepared.patch).length) return done();
    save.mutate(
      { patch: prepared.patch, version: prepared.version },
      {
        onSuccess: done,
        onError: (error) => {
          const newer = newerVersionOf(error);
          if (newer) return setConflict(newer);
          setConflict(null);
          const failure = toApiFailure(error);
          if (failure.kind === 'http' && failure.status === 400)
            toast.error(failure.parsed.text, { duration: TIMINGS.errorToastDurationMs });
          else toast.error(t('editor.saveFailed'));
        },
      },
    );
  };

  const onSave = () => submit(editor.prepare());

  const loadNewer = (newer: CvDto) => {
    editor.rebaseOn(newer, false);
    setConflict(null);
    toast.info(t('editor.conflict.merged'));
  };

  const keepMine = (newer: CvDto) => {
    const next = editor.rebaseOn(newer, true);
    if (next) submit(prepareSave(next.base, next.working));
  };

  const onShare = async () => {
    const result = await shareNatively(url, data.title || `${data.first_name} ${data.last_name}`);
    if (result === 'unavailable') setShareOpen(true);
  };

  const onPhotoCropped = (square: Blob) => {
    setPhotoFile(null);
    if (square.size > LIMITS.photoBytes)
      return void toast.error(tCommon('validation.file_too_large'));
    upload.mutate(square, {
      onSuccess: (updated) => {
        editor.acceptOwnWrite(updated);
        toast.success(t('editor.photoUploaded'));
      },
      onError: (error) => {
        console.error('Photo upload failed', error);
        toast.error(t('editor.photoFailed'));
      },
    });
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
          {editor.editing ? (
            <>
              <Button variant="contained" onClick={onSave} disabled={save.isPending}>
                {save.isPending ? t('editor.saving') : t('editor.save')}
              </Button>
              <Button onClick={editor.cancel} disabled={save.isPending}>
                {t('editor.cancel')}
              </Button>
            </>
          ) : (
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
          </Box>
        ) : null}
        <Box
          sx={{
            bgcolor: 'background.paper',
            borderRadius: 2,
            overflow: 'hidden',
            boxShadow: 1,
            '@media print': { boxShadow: 'none' },
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
          if (file && file.type.startsWith('image/')) setPhotoFile(file);
          else if (file) toast.error(tCommon('validation.file_too_large'));
        }}
      />
      {photoFile ? (
        <PhotoCropper
          file={photoFile}
          open
          onCancel={() => setPhotoFile(null)}
          onError={() => {
            setPhotoFile(null);
            toast.error(tCommon('validation.file_too_large'));
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
      <UnsavedChangesGuard when={editor.dirty && !save.isPending} />
    </Box>
  );
}

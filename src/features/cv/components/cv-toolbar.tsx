/**
 * The owner's CV page toolbar: the title, and outside edit mode share, edit, PDF, settings, more;
 * in edit mode what the page gives it (the sections).
 */
import DataObjectIcon from '@mui/icons-material/DataObject';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import AtsIcon from '@mui/icons-material/FactCheckOutlined';
import WordIcon from '@mui/icons-material/DescriptionOutlined';
import SettingsIcon from '@mui/icons-material/TuneOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import ViewsIcon from '@mui/icons-material/InsightsOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ActionsMenu } from '@/components/actions-menu';
import { PdfButtons } from '@/components/pdf-buttons';
import { useDeleteCv } from '@/components/use-delete-cv';
import { useCvWord } from '@/components/use-cv-word';
import { paths } from '@/config/paths';
import type { CvDto } from '@/domain/cv';
import { readFailure } from '@/lib/api-errors';
import { failureWords } from '@/lib/failure-words';
import { downloadJsonResume } from '@/api/cv-queries';
import type { Language } from '@/domain/languages';
import { toastFailure } from '@/lib/toast';

interface CvToolbarProps {
  cv: CvDto;
  editing: boolean;
  onShare: () => void;
  onEdit: () => void;
  onSettings: () => void;
  /** The language version on screen, when not the CV's own: its PDF is the one made. */
  version?: Language | null;
  /** What edit mode offers here (the sections' order, adding one). */
  editActions?: ReactNode;
  /**
   * False for a CV made on this device that the server does not have yet: it can be edited, and
   * what needs the server (its address, files, views) waits until it is sent.
   */
  onServer?: boolean;
}

export function CvToolbar({
  cv,
  editing,
  onShare,
  onEdit,
  onSettings,
  version,
  editActions,
  onServer = true,
}: CvToolbarProps) {
  const { t } = useTranslation(['cv', 'views']);
  const navigate = useNavigate();
  const deleteCv = useDeleteCv();
  const word = useCvWord(cv.uuid, cv.title, version);

  const edit = (
    <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
      {t('editor.edit')}
    </Button>
  );

  const saveJsonResume = async () => {
    try {
      await downloadJsonResume(cv.uuid, version);
    } catch (error) {
      toastFailure(t('editor.jsonResumeFailed'), readFailure(error, failureWords()));
    }
  };

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('editor.toolbar')}
      className="no-print"
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      <Typography variant="h1" sx={{ fontSize: '1.25rem', flex: '1 1 100%', mb: 0.5 }}>
        {cv.title || t('dashboard.untitled')}
      </Typography>
      {editing ? (
        editActions
      ) : !onServer ? (
        <>
          {edit}
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 100%' }}>
            {t('editor.notOnServerYet')}
          </Typography>
        </>
      ) : (
        <>
          <Button variant="contained" startIcon={<ShareIcon />} onClick={onShare}>
            {t('editor.share')}
          </Button>
          {edit}
          <PdfButtons id={cv.uuid} title={cv.title} version={version} />
          <Button
            startIcon={<WordIcon />}
            loading={word.busy !== null}
            loadingPosition="start"
            onClick={word.download}
          >
            {t('editor.downloadWord')}
          </Button>
          <Button startIcon={<AtsIcon />} href={paths.cvAts.getHref(cv.uuid, version)}>
            {t('editor.atsCheck')}
          </Button>
          <Button startIcon={<ViewsIcon />} href={paths.cvViews.getHref(cv.uuid)}>
            {t('views:open')}
          </Button>
          <Button startIcon={<SettingsIcon />} onClick={onSettings}>
            {t('editor.settings')}
          </Button>
          <ActionsMenu
            label={t('editor.more')}
            actions={[
              ...(word.shareable
                ? [{ label: t('editor.shareWord'), icon: <WordIcon />, onClick: word.share }]
                : []),
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
                  deleteCv({ uuid: cv.uuid, title: cv.title });
                  void navigate(paths.dashboard.getHref());
                },
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}

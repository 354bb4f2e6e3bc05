/**
 * The owner's CV page toolbar: the title, and outside edit mode share, edit, PDF, settings, more
 * (on a phone share, edit and "⋮" for the rest); in edit mode what the page gives it (the sections).
 */
import DataObjectIcon from '@mui/icons-material/DataObject';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import AtsIcon from '@mui/icons-material/FactCheckOutlined';
import WordIcon from '@mui/icons-material/DescriptionOutlined';
import SettingsIcon from '@mui/icons-material/TuneOutlined';
import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import ViewsIcon from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ActionButton } from '@/components/action-button';
import { ActionsMenu, type MenuAction } from '@/components/actions-menu';
import { usePdfActions } from '@/components/pdf-buttons';
import { useDeleteCv } from '@/components/use-delete-cv';
import { useCvWord } from '@/components/use-cv-word';
import { paths } from '@/config/paths';
import type { CvDto } from '@/domain/cv';
import { readFailure } from '@/lib/api-errors';
import { failureWords } from '@/lib/failure-words';
import { downloadJsonResume } from '@/api/cv-queries';
import { TITLE_SX, TOOLBAR_SX } from './cv-page-layout';
import type { Language } from '@/domain/languages';
import { toastFailure } from '@/lib/toast';

/**
 * Below md (900 px) the full row of eight actions wraps onto two to four rows (the Container is md
 * wide), so phones and portrait tablets get Share, Edit and "⋮".
 */
const PHONE_QUERY = (theme: Theme) => theme.breakpoints.down('md');

interface CvToolbarProps {
  cv: CvDto;
  editing: boolean;
  onShare: () => void;
  onEdit: () => void;
  onSettings: () => void;
  onDesign: () => void;
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
  onDesign,
  version,
  editActions,
  onServer = true,
}: CvToolbarProps) {
  const { t } = useTranslation(['cv', 'views']);
  const navigate = useNavigate();
  const deleteCv = useDeleteCv();
  const word = useCvWord(cv.uuid, cv.title, version);
  const pdf = usePdfActions(cv.uuid, cv.title, version);
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });

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

  const rest: MenuAction[] = [
    ...pdf,
    {
      label: t('editor.downloadWord'),
      icon: <WordIcon />,
      onClick: word.download,
      busy: word.busy === 'download',
    },
    { label: t('editor.atsCheck'), icon: <AtsIcon />, href: paths.cvAts.getHref(cv.uuid, version) },
    { label: t('views:open'), icon: <ViewsIcon />, href: paths.cvViews.getHref(cv.uuid) },
    { label: t('editor.settings'), icon: <SettingsIcon />, onClick: onSettings },
  ];
  // In the menu on a wide screen too: one more button there would wrap the row over the CV's place.
  const more: MenuAction[] = [
    { label: t('editor.design'), icon: <PaletteIcon />, onClick: onDesign },
    ...(word.shareable
      ? [
          {
            label: t('editor.shareWord'),
            icon: <WordIcon />,
            onClick: word.share,
            busy: word.busy === 'share',
          },
        ]
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
  ];

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('editor.toolbar')}
      className="no-print"
      sx={TOOLBAR_SX}
    >
      <Typography variant="h1" sx={TITLE_SX}>
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
          {phone ? (
            // A phone keeps one row: the rest waits behind "⋮" at the row's end.
            <Box sx={{ ml: 'auto' }}>
              <ActionsMenu label={t('editor.more')} actions={[...rest, ...more]} />
            </Box>
          ) : (
            <>
              {rest.map((action) => (
                <ActionButton key={action.label} action={action} />
              ))}
              <ActionsMenu label={t('editor.more')} actions={more} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}

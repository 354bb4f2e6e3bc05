import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import FileCopyIcon from '@mui/icons-material/FileCopyOutlined';
import IosShareIcon from '@mui/icons-material/IosShare';
import LockIcon from '@mui/icons-material/LockOutlined';
import PublicIcon from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { sameProps } from '@/lib/same-props';
import type { CvListItemDto } from '@/domain/cv';
import { ActionsMenu } from '@/components/actions-menu';
import { copyText } from '@/lib/clipboard';
import { sharedLink } from '@/components/share/share-url';
import { CvSyncStatus } from '@/components/cv-sync-status';
import { useTranslationTodo } from '@/components/use-translation-todo';
import type { RecordStatus } from '@/lib/cv-store/record-store';
import { isLanguage } from '@/domain/languages';
import { ViewsSummaryPlace } from './views-summary-place';
// Its chart and stats query load after the card, beside it: the dashboard's first JavaScript
// stays within its budget (bench/bundle.ts).
const CvViewsSummary = lazy(() =>
  import('./cv-views-summary').then(({ CvViewsSummary }) => ({ default: CvViewsSummary })),
);

/**
 * A CV card's usual height (two lines of address on a phone), and the least it takes: the
 * loading card is as tall, so a card drawn over it never pulls the list below it up. The
 * date's and the views' lines wrap or not by the day and the language.
 */
export const CARD_HEIGHT = { xs: 330, sm: 306 };

interface CvCardProps {
  cv: CvListItemDto;
  /** Where the CV stands on this device, once the device keeps it. */
  status?: RecordStatus;
  /** The CV's public address. */
  url: string;
  updated: string;
  onOpen: (cv: CvListItemDto) => void;
  /** The tap on it was taken and its screen is loading. */
  opening?: boolean;
  onShare: (cv: CvListItemDto) => void;
  onDuplicate: (cv: CvListItemDto) => void;
  onDelete: (cv: CvListItemDto) => void;
}

/**
 * One CV on the dashboard: opens it for editing, and shows where strangers find it, whether they
 * may, and (when they may) a copy and a share button. Drawn again only when what it shows
 * changed: on a phone's first visit the list, the plan and the device's copy of each CV arrive
 * one by one, and each redrew every card (most of the screen) again.
 */
export const CvCard = memo(function CvCard({
  cv,
  url,
  updated,
  onOpen,
  opening = false,
  onShare,
  onDuplicate,
  onDelete,
  status,
}: CvCardProps) {
  const { t } = useTranslation('cv');
  const todo = useTranslationTodo();
  const titleId = useId();
  const title = cv.title || t('dashboard.untitled');
  const copy = async () => {
    if (await copyText(sharedLink(url, 'copy'))) toast.success(t('share.copiedToClipboard'));
    else toast.error(t('share.copyFailed'));
  };
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none', minHeight: CARD_HEIGHT }}>
      <Stack direction="row" sx={{ alignItems: 'center', pr: 1 }}>
        <CardActionArea
          onClick={opening ? undefined : () => onOpen(cv)}
          aria-busy={opening || undefined}
          sx={{ p: 2, flex: 1, minWidth: 0 }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <DescriptionIcon color="primary" />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography id={titleId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {updated}
              </Typography>
              {/* Its line is held until the device has read where the CV stands. */}
              {status ? (
                <CvSyncStatus status={status} dense />
              ) : (
                <Typography variant="body2" aria-hidden>
                  {'\u00a0'}
                </Typography>
              )}
              {Object.keys(cv.translation_status).map((language) =>
                isLanguage(language) ? (
                  <Typography key={language} variant="body2" color="text.secondary">
                    {t(`versions.summary.${language}`, {
                      todo: todo(cv.translation_status, language),
                    })}
                  </Typography>
                ) : null,
              )}
            </Box>
            {opening ? <CircularProgress size={20} /> : <ChevronRightIcon color="action" />}
          </Stack>
        </CardActionArea>
        <ActionsMenu
          label={t('dashboard.actionsFor', { title })}
          actions={[
            {
              label: t('dashboard.duplicate'),
              icon: <FileCopyIcon />,
              onClick: () => onDuplicate(cv),
            },
            {
              label: t('delete.action'),
              icon: <DeleteIcon />,
              onClick: () => onDelete(cv),
              danger: true,
            },
          ]}
        />
      </Stack>
      <Divider />
      <Stack spacing={1.25} sx={{ p: 2 }}>
        <Suspense fallback={<ViewsSummaryPlace />}>
          <CvViewsSummary cvId={cv.uuid} describedBy={titleId} />
        </Suspense>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {cv.is_public ? (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              icon={<PublicIcon />}
              label={t('dashboard.public')}
            />
          ) : (
            <Chip size="small" icon={<LockIcon />} label={t('dashboard.private')} />
          )}
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.publicAddress')}
          </Typography>
        </Stack>
        <Typography
          variant="body2"
          sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.875rem' }}
        >
          {url}
        </Typography>
        {cv.is_public ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              aria-describedby={titleId}
              onClick={() => void copy()}
            >
              {t('dashboard.copyLink')}
            </Button>
            <Button
              size="small"
              variant="contained"
              startIcon={<IosShareIcon />}
              aria-describedby={titleId}
              onClick={() => onShare(cv)}
            >
              {t('dashboard.share')}
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.privateHint')}
          </Typography>
        )}
      </Stack>
    </Card>
  );
}, sameProps);

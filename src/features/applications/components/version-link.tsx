/**
 * The version's own public link, if the owner wants one: the CV's public address with the
 * version's key (src/domain/applications.ts), made on the phone (offline too, working once sent),
 * shared as the CV's link is, its views counted apart from the CV's own.
 */
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewStats } from '@/api/view-stats';
import { shareUrl } from '@/components/share/share-url';
import { versionLink } from '@/domain/applications';
import { STATS_MAX_DAYS } from '@/domain/view-stats';
import type { LocalCv } from '@/lib/cv-store/use-local-cv';
import { saveApplication, type LocalApplication } from '@/lib/cv-store/use-local-applications';
import { useAtomValue, userIdAtom } from '@/lib/state';

// The share buttons and QR code load when a link is first shown.
const SharePanel = lazy(async () => ({
  default: (await import('@/components/share/share-panel')).SharePanel,
}));

/** 16 characters of base64url: 96 random bits, which nobody guesses. */
export function newShareKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

export function VersionLink({
  application,
  local,
}: {
  application: LocalApplication;
  local: LocalCv;
}) {
  const { t } = useTranslation('applications');
  const userId = useAtomValue(userIdAtom);
  // A record kept on the phone from before links existed has no key at all.
  const key = application.doc.share_key ?? null;
  const cvId = local.record.serverId ?? '';
  const stats = useViewStats(cvId, STATS_MAX_DAYS, key !== null);
  const cv = local.cv;

  const turn = (on: boolean) => {
    if (userId)
      void saveApplication(userId, application.id, (doc) => ({
        ...doc,
        share_key: on ? (doc.share_key ?? newShareKey()) : null,
      }));
  };
  const url =
    key && cv.username
      ? versionLink(shareUrl(window.location.origin, cv.username, cv.slug), key)
      : null;
  const views = stats.data?.versions[application.record.serverId ?? ''] ?? 0;

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="version-link-title">
      <Typography id="version-link-title" variant="h3" sx={{ typography: 'subtitle1' }}>
        {t('versionLink.title')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={key !== null} onChange={(e) => turn(e.target.checked)} />}
        label={t('versionLink.toggle')}
      />
      {key === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('versionLink.intro')}
        </Typography>
      ) : !cv.is_public ? (
        <Alert severity="info">{t('versionLink.private')}</Alert>
      ) : url ? (
        <>
          {application.status.state !== 'saved' ? (
            <Alert severity="info">{t('versionLink.waiting')}</Alert>
          ) : null}
          <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
            <SharePanel url={url} title={cv.title} owner={cv} urlLabel={t('versionLink.url')} />
          </Suspense>
          {stats.data ? (
            <Typography variant="body2">
              {t('versionLink.views', { count: views, days: STATS_MAX_DAYS })}
            </Typography>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

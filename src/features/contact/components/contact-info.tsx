import ForumIcon from '@mui/icons-material/ForumOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { IconTile } from '@/components/icon-tile';
import { paths } from '@/config/paths';

function InfoItem({
  icon,
  title,
  text,
  sx,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack direction="row" spacing={1.5} component="li" sx={sx}>
      <IconTile>{icon}</IconTile>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
    </Stack>
  );
}

/** When we answer, what to ask, and (on a wide screen) where personal-data requests go. */
export function ContactInfo({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation('contact');
  return (
    <Stack
      component="ul"
      spacing={2.5}
      sx={[{ listStyle: 'none', p: 0, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <InfoItem icon={<ScheduleIcon />} title={t('info.replyTitle')} text={t('info.replyText')} />
      <InfoItem icon={<ForumIcon />} title={t('info.topicsTitle')} text={t('info.topicsText')} />
      <InfoItem
        icon={<LockIcon />}
        title={t('info.privacyTitle')}
        sx={{ display: { xs: 'none', md: 'flex' } }}
        text={
          <Trans
            t={t}
            i18nKey="info.privacyText"
            components={{
              privacy: <Link href={paths.privacy.getHref()} underline="always" />,
            }}
          />
        }
      />
    </Stack>
  );
}

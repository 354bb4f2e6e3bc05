import AddIcon from '@mui/icons-material/Add';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useHost } from '@/lib/render-context';
import { paths } from '@/config/paths';
import { useAtomValue, usernameAtom } from '@/lib/state';

/** In place of the claim box for someone signed in: their address, the dashboard and a new CV. */
export function SignedInStart() {
  const { t } = useTranslation('landing');
  const username = useAtomValue(usernameAtom);
  const host = useHost();
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 520,
        p: { xs: 2, sm: 2.5 },
        bgcolor: 'background.paper',
        borderRadius: '16px',
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 1px 2px rgba(20, 38, 63, 0.05), 0 16px 40px rgba(20, 38, 63, 0.10)',
      }}
    >
      <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
        {username
          ? t('signedIn.title', { address: `${host}/${username}` })
          : t('signedIn.titleNoName')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<DashboardIcon />}
          href={paths.dashboard.getHref()}
        >
          {t('signedIn.dashboard')}
        </Button>
        <Button
          variant="outlined"
          size="large"
          startIcon={<AddIcon />}
          href={username ? paths.wizard.getHref() : paths.setUsername.getHref()}
        >
          {t('signedIn.create')}
        </Button>
      </Stack>
    </Box>
  );
}

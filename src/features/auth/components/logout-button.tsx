import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLogout } from '../api/logout';

export function LogoutButton({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout({
    leave: async () => {
      onDone?.();
      // Drawn at once when the navigation ends, so the protected screen is gone before the sign-out.
      await navigate(paths.home.getHref(), { flushSync: true });
    },
  });
  return (
    <Button
      variant="outlined"
      color="primary"
      startIcon={<LogoutIcon />}
      disabled={logout.isPending}
      onClick={() => logout.mutate()}
    >
      {logout.isPending ? t('nav.loggingOut') : t('nav.logout')}
    </Button>
  );
}

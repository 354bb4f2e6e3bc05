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
    onSuccess: () => {
      onDone?.();
      void navigate(paths.home.getHref());
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

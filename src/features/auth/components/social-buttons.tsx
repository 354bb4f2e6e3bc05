import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSocialLogin } from '../hooks/use-social-login';
import { FacebookIcon, GoogleIcon } from './brand-icons';

function ProviderButton({
  icon,
  label,
  loading,
  disabled,
  onClick,
  onWarmUp,
}: {
  icon: ReactNode;
  label: string;
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
  onWarmUp: () => void;
}) {
  return (
    <Button
      variant="outlined"
      size="large"
      fullWidth
      startIcon={icon}
      loading={loading}
      loadingPosition="start"
      disabled={disabled}
      onClick={onClick}
      onPointerEnter={onWarmUp}
      onFocus={onWarmUp}
      onTouchStart={onWarmUp}
      sx={{
        minHeight: 48,
        color: 'text.primary',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '&:hover': { borderColor: 'text.secondary', bgcolor: 'action.hover' },
      }}
    >
      {label}
    </Button>
  );
}

export function SocialButtons() {
  const { t } = useTranslation('auth');
  const social = useSocialLogin();
  return (
    <Stack spacing={1.25}>
      <ProviderButton
        icon={<GoogleIcon />}
        label={t('auth.continue_with_google')}
        loading={social.busy === 'google'}
        disabled={social.busy !== null}
        onClick={social.signInWithGoogle}
        onWarmUp={social.warmUpGoogle}
      />
      <ProviderButton
        icon={<FacebookIcon />}
        label={t('auth.continue_with_facebook')}
        loading={social.busy === 'facebook'}
        disabled={social.busy !== null}
        onClick={social.signInWithFacebook}
        onWarmUp={social.warmUpFacebook}
      />
    </Stack>
  );
}

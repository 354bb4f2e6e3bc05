import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/lib/app-config';
import { useSocialLogin } from '../hooks/use-social-login';
import type { Provider } from '../social/errors';
import { FacebookIcon, GoogleIcon } from './brand-icons';

function ProviderButton({
  icon,
  label,
  loading,
  disabled,
  onClick,
  onWarmUp,
  describedBy,
}: {
  describedBy?: string;
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
      aria-describedby={describedBy}
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

const PROVIDERS = [
  { provider: 'google', Icon: GoogleIcon },
  { provider: 'facebook', Icon: FacebookIcon },
] as const;

/** Which providers this server has not set up (the server's settings decide); none until known. */
function useMissingProviders(): Provider[] {
  const config = useAppConfig();
  if (!config.data) return [];
  return [
    ...(config.data.google_client_id ? [] : (['google'] as const)),
    ...(config.data.facebook_app_id ? [] : (['facebook'] as const)),
  ];
}

export function SocialButtons() {
  const { t } = useTranslation('auth');
  const social = useSocialLogin();
  const noteId = useId();
  const missing = useMissingProviders();
  // A button the server cannot serve stays, with the reason beside it (a click says it again).
  const describedBy = (provider: Provider) => (missing.includes(provider) ? noteId : undefined);
  return (
    <Stack spacing={1.25}>
      {PROVIDERS.map(({ provider, Icon }) => (
        <ProviderButton
          key={provider}
          icon={<Icon />}
          label={t(`auth.continue_with_${provider}`)}
          loading={social.busy === provider}
          disabled={social.busy !== null}
          onClick={() => social.signIn(provider)}
          onWarmUp={() => social.warmUp(provider)}
          describedBy={describedBy(provider)}
        />
      ))}
      {missing.length ? (
        <Typography id={noteId} variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {missing.length === 2
            ? t('auth.social_not_configured_both')
            : t('auth.social_not_configured_single', {
                provider:
                  missing[0] === 'google' ? t('auth.provider_google') : t('auth.provider_facebook'),
              })}
        </Typography>
      ) : null}
    </Stack>
  );
}

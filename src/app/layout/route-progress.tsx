import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router-dom';

/** A thin bar across the top while a route's code or data loads, or a call changes something. */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const mutating = useIsMutating();
  if (navigation.state === 'idle' && mutating === 0) return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label={t('common.loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        height: 3,
      }}
    />
  );
}

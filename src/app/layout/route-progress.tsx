import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { globalLoadingAtom, useAtomValue } from '@/lib/state';

/** A thin bar across the top while a route loads or a screen sets the global loading flag. */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = useAtomValue(globalLoadingAtom);
  if (navigation.state === 'idle' && !busy) return null;
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

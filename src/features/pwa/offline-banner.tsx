import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { isSignedInAtom, useAtomValue } from '@/lib/state';
import { useOnline } from './use-online';

/** A slim bar under the top navigation while the device is offline. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const signedIn = useAtomValue(isSignedInAtom);
  if (online) return null;
  return (
    <Box
      role="status"
      className="no-print"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 0.75,
        bgcolor: '#fff4e5',
        color: '#663c00',
        fontSize: '0.875rem',
        fontWeight: 600,
      }}
    >
      <CloudOffIcon fontSize="small" aria-hidden />
      {/* An owner's saves wait on the device (the CV store); a visitor has nothing kept. */}
      {t(signedIn ? 'pwa.offline' : 'pwa.offlineVisitor')}
    </Box>
  );
}

import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { useAtomValue, userIdAtom } from '@/lib/state';
import { hydrateDraft, useDraft } from '../state/draft-state';

/** Reads the signed-in account's draft from IndexedDB once, then shows the step the URL names. */
export function WizardLayout() {
  const { ready } = useDraft();
  const userId = useAtomValue(userIdAtom);
  useEffect(() => {
    void hydrateDraft();
  }, [userId]);
  if (!ready) return <PageLoading />;
  return (
    <Container
      maxWidth="sm"
      sx={{ py: { xs: 2, md: 5 }, flex: 1, display: 'flex', flexDirection: 'column' }}
    >
      <Outlet />
    </Container>
  );
}

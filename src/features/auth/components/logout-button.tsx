import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { store, userIdAtom } from '@/lib/state';
import { useLogout } from '../api/logout';
import { lazyWhenOpened } from '@/components/lazy-when-opened';

const WaitingChangesDialog = lazyWhenOpened(
  async () => (await import('./waiting-changes-dialog')).WaitingChangesDialog,
);

/** How many of the account's changes (CVs, applications) wait on this device (the store's code loads only now). */
async function waitingChanges(): Promise<number> {
  const userId = store.get(userIdAtom);
  if (!userId) return 0;
  const { applicationStore, cvStore } = await import('@/lib/cv-store/cv-store');
  const [cvs, applications] = await Promise.all([
    cvStore.changesOf(userId),
    applicationStore.changesOf(userId),
  ]);
  return cvs.length + applications.length;
}

export function LogoutButton({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(0);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();
  const logout = useLogout({
    leave: async () => {
      onDone?.();
      // Drawn at once when the navigation ends, so the protected screen is gone before the sign-out.
      await navigate(paths.home.getHref(), { flushSync: true });
    },
  });
  // Signing out leaves nothing of the account on the device: changes not yet sent are asked about first.
  const start = async () => {
    const count = await waitingChanges().catch(() => 0);
    if (count) setWaiting(count);
    else logout.mutate();
  };
  const sendFirst = async () => {
    setSending(true);
    const { syncCvs } = await import('@/lib/cv-store/cv-store');
    await syncCvs();
    // What was sent refreshes the CVs' answers: those calls would meet the ended session.
    await queryClient.cancelQueries({ queryKey: ['cvs'] });
    const left = await waitingChanges().catch(() => 0);
    setSending(false);
    setWaiting(left);
    if (!left) logout.mutate();
    else toast.error(t('signOutWaiting.stillWaiting', { count: left }));
  };
  return (
    <>
      <Button
        variant="outlined"
        color="primary"
        startIcon={<LogoutIcon />}
        disabled={logout.isPending}
        onClick={() => void start()}
      >
        {logout.isPending ? t('nav.loggingOut') : t('nav.logout')}
      </Button>
      {waiting ? (
        <WaitingChangesDialog
          count={waiting}
          busy={sending || logout.isPending}
          onSend={() => void sendFirst()}
          onSignOut={() => {
            setWaiting(0);
            logout.mutate();
          }}
          onCancel={() => setWaiting(0)}
        />
      ) : null}
    </>
  );
}

import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { isPremiumAtom, useAtomValue, usernameAtom } from '@/lib/state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCvList } from '@/api/cv-queries';
import { usePremiumStatus } from '@/api/premium-status';
import { useOutbox } from '@/lib/outbox/use-outbox';
import type { ComponentType } from 'react';

/** The plans dialog is the payments feature's; the route hands it in (features do not import each other). */
export interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
}

export function DashboardPage({
  UpgradeDialog,
}: {
  UpgradeDialog: ComponentType<UpgradeDialogProps>;
}) {
  // 'wizard' words the outbox's CVs that are still waiting to be sent.
  const { t, i18n } = useTranslation(['cv', 'wizard']);
  const username = useAtomValue(usernameAtom);
  const isPremium = useAtomValue(isPremiumAtom);
  const cvs = useCvList();
  const premium = usePremiumStatus();
  const outbox = useOutbox();
  const navigate = useNavigate();
  const [modal, setModal] = useState(false);
  useDocumentTitle(t('dashboard.yourCvs'));

  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'fi' ? 'fi-FI' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const pending = (outbox ?? []).filter((e) => e.status !== 'failed');
  const ownedCount = (cvs.data?.length ?? 0) + pending.length;

  const create = () => {
    if (isPremium || ownedCount === 0) void navigate(paths.wizard.getHref());
    else setModal(true);
  };

  const open = (id: string | undefined) => {
    if (!id)
      return toast.error(t('dashboard.openError'), { description: t('dashboard.missingId') });
    void navigate(paths.cv.getHref(id));
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {username ? t('dashboard.welcome', { username }) : t('dashboard.welcomeNoName')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.loggedIn')}</Typography>
      </Stack>
      <Button
        variant="contained"
        size="large"
        startIcon={<AddIcon />}
        onClick={create}
        disabled={cvs.isPending || premium.isPending}
        sx={{ mb: 4 }}
      >
        {t('dashboard.create')}
      </Button>

      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('dashboard.yourCvs')}
      </Typography>
      <Card>
        {pending.length ? (
          <List disablePadding aria-label={t('dashboard.pending')}>
            {pending.map((entry) => (
              <ListItem key={entry.id} divider>
                <ListItemIcon>
                  <CloudUploadIcon color="warning" />
                </ListItemIcon>
                <ListItemText
                  primary={entry.payload.title || t('dashboard.untitled')}
                  secondary={
                    // Says why it waits: no network, or the server failed (it is retried either way).
                    entry.lastFailure === 'server'
                      ? t('wizard:outbox.pendingServerHint')
                      : t('dashboard.pendingHint')
                  }
                />
                <Chip size="small" color="warning" label={t('dashboard.pending')} />
              </ListItem>
            ))}
          </List>
        ) : null}
        {cvs.isPending ? (
          <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label={t('dashboard.loading')}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : cvs.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void cvs.refetch()}>
                {t('dashboard.retry')}
              </Button>
            }
          >
            {t('dashboard.loadError')}
          </Alert>
        ) : cvs.data.length === 0 && pending.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {t('dashboard.empty')}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('dashboard.yourCvs')}>
            {cvs.data.map((cv) => (
              <ListItemButton key={cv.uuid} divider onClick={() => open(cv.uuid)}>
                <ListItemIcon>
                  <DescriptionIcon color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary={cv.title || t('dashboard.untitled')}
                  secondary={t('dashboard.updated', {
                    date: dateFormat.format(new Date(cv.updated_at)),
                  })}
                />
                {cv.is_public ? null : (
                  <Chip size="small" label={t('dashboard.private')} sx={{ mr: 1 }} />
                )}
                <ChevronRightIcon color="action" />
              </ListItemButton>
            ))}
          </List>
        )}
      </Card>
      <UpgradeDialog open={modal} onClose={() => setModal(false)} />
    </Container>
  );
}

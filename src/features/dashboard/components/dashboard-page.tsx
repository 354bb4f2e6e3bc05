import AddIcon from '@mui/icons-material/Add';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEventCallback } from '@mui/material/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@/lib/toast';
import { paths } from '@/config/paths';
import type { CvListItemDto } from '@/domain/cv';
import { formatDayTime } from '@/lib/formats';
import { failureWords } from '@/lib/failure-words';
import { readFailure } from '@/lib/api-errors';
import { isPremiumAtom, useAtomValue, usernameAtom } from '@/lib/state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReachableQuery } from '@/lib/use-reachable-query';
import { useCvList, useDuplicateCv } from '@/api/cv-queries';
import { useDeleteCv } from '@/components/use-delete-cv';
import { usePremiumStatus } from '@/api/premium-status';
import { usePendingNavigation } from '@/lib/use-pending-navigation';
import { ShareDialog } from '@/components/share/lazy-share-dialog';
import { shareNatively, shareUrl, versionLinks } from '@/components/share/share-url';
import { isLanguage, type Language } from '@/domain/languages';
import type { ComponentType } from 'react';
import { useCvsOnDevice } from '@/api/cvs-on-device';
import { keepGreeting, keptGreeting } from '@/lib/local-data/greeting';
import { OWNER_NAME_ATTRIBUTE, OWNER_NAME_SLOT } from '@/config/owner-name';
import { pick } from '@/domain/cv';
import { greetingName, welcomeName } from '@/domain/greeting';
import { useCvsMadeHere, useLocalCvs } from '@/lib/cv-store/use-local-cv';
import { ApplicationsSummary } from './applications-summary';
import { CARD_HEIGHT, CvCard } from './cv-card';
import { useKeepScreen } from '@/lib/kept-screen';

/** The plans dialog is the payments feature's; the route hands it in (features do not import each other). */
export interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Something to do instead of upgrading, offered beside Cancel while plans are not on sale. */
  alternative?: { label: string; onClick: () => void };
}

export function DashboardPage({
  UpgradeDialog,
}: {
  UpgradeDialog: ComponentType<UpgradeDialogProps>;
}) {
  // 'wizard' words the CVs made on this device that the server does not have yet.
  const { t } = useTranslation(['cv', 'wizard']);
  const { t: tCommon } = useTranslation();
  const username = useAtomValue(usernameAtom);
  const isPremium = useAtomValue(isPremiumAtom);
  const cvs = useCvList();
  useCvsOnDevice(cvs.data);
  // Each CV as this device has it: changes not yet on the server show, and where each stands.
  const local = useLocalCvs();
  const shownCvs = cvs.data?.map((cv) => {
    const mine = local.get(cv.uuid)?.doc;
    return mine
      ? {
          ...cv,
          ...pick(mine, [
            'title',
            'first_name',
            'last_name',
            'theme',
            'language',
            'is_public',
            'slug',
          ]),
        }
      : cv;
  });
  const premium = usePremiumStatus();
  const madeHere = useCvsMadeHere();
  const { go, going } = usePendingNavigation();
  const [modal, setModal] = useState(false);
  const copying = useDuplicateCv();
  const remove = useDeleteCv();
  const [sharing, setSharing] = useState<{
    url: string;
    title: string;
    versions: Array<{ language: Language; url: string }>;
    owner: CvListItemDto;
  } | null>(null);
  // Offline: the list the device kept (service worker), or a calm note when it kept none.
  const { online, unreachable } = useReachableQuery(cvs);
  useDocumentTitle(t('dashboard.yourCvs'));
  useKeepScreen(Boolean(cvs.data));

  const pending = madeHere ?? [];
  // The first name the owner's CVs carry (the newest first), else the username; until the list
  // is here, the name kept on the device by the sign-in or the dashboard's last visit (the shell
  // says it too: nothing changes).
  const firstName = cvs.data && greetingName(cvs.data);
  const [lastGreeting] = useState(keptGreeting);
  const name = cvs.data ? welcomeName(firstName, username) : (lastGreeting ?? username);
  useEffect(() => {
    if (cvs.data) keepGreeting(username, welcomeName(firstName, username));
  }, [cvs.data, firstName, username]);
  const addressOf = (cv: CvListItemDto) => shareUrl(window.location.origin, username, cv.slug);
  const newest = cvs.data?.[0];
  const retry = (
    <Button color="inherit" size="small" onClick={() => void cvs.refetch()}>
      {t('dashboard.retry')}
    </Button>
  );

  const create = async () => {
    // Offline the wizard works on the device, and its first step checks the plan itself.
    if (isPremium || unreachable) return go(paths.wizard.getHref());
    // The free plan's one CV is decided from the server's list, never from one that failed.
    const list = cvs.data ?? (await cvs.refetch()).data;
    if (!list) return toast.error(t('dashboard.createCheckFailed'), { action: retryCreate });
    if (list.length + pending.length === 0) go(paths.wizard.getHref());
    else setModal(true);
  };
  const retryCreate = { label: t('dashboard.retry'), onClick: () => void create() };

  const open = (id: string | undefined) => {
    if (!id)
      return toast.error(t('dashboard.openError'), { description: t('dashboard.missingId') });
    go(paths.cv.getHref(id));
  };

  const duplicate = (cv: CvListItemDto) => {
    if (!isPremium) return setModal(true);
    copying.mutate(cv.uuid, {
      onSuccess: () => toast.success(t('dashboard.duplicated')),
      onError: (error) =>
        toastFailure(t('dashboard.duplicateFailed'), readFailure(error, failureWords())),
    });
  };

  const share = async (cv: CvListItemDto) => {
    const url = addressOf(cv);
    const title = cv.title || t('dashboard.untitled');
    const languages = [cv.language, ...Object.keys(cv.translation_status).filter(isLanguage)];
    const versions = versionLinks(url, cv.language, languages);
    // Two language versions: the dialog asks which one to share.
    if (versions.length > 1 || (await shareNatively(url, title)) === 'unavailable')
      setSharing({ url, title, versions, owner: cv });
  };

  // The cards are drawn again only when what they show changes: their actions stay the same functions.
  const openCard = useEventCallback((cv: CvListItemDto) => open(cv.uuid));
  const shareCard = useEventCallback((cv: CvListItemDto) => void share(cv));
  const duplicateCard = useEventCallback(duplicate);
  const deleteCard = useEventCallback((cv: CvListItemDto) =>
    remove({ uuid: cv.uuid, title: cv.title }),
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography
          variant="h1"
          sx={{ overflowWrap: 'anywhere' }}
          // Drawn without a name (the server's shell): the device puts its owner's in at once.
          {...(!name && {
            [OWNER_NAME_ATTRIBUTE]: t('dashboard.welcome', { username: OWNER_NAME_SLOT }),
          })}
        >
          {name ? t('dashboard.welcome', { username: name }) : t('dashboard.welcomeNoName')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.loggedIn')}</Typography>
        <Link href={paths.account.getHref()} sx={{ alignSelf: 'flex-start', py: 0.5 }}>
          {t('dashboard.account')}
        </Link>
      </Stack>
      <Button
        variant="contained"
        size="large"
        startIcon={<AddIcon />}
        onClick={() => void create()}
        disabled={cvs.isPending || premium.isPending}
        loading={going === paths.wizard.getHref()}
        sx={{ mb: 4 }}
      >
        {t('dashboard.create')}
      </Button>

      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('dashboard.yourCvs')}
      </Typography>
      {!online && cvs.data ? (
        <Alert severity="info" icon={<CloudOffIcon />} sx={{ mb: 1.5 }}>
          {t('dashboard.offlineCached')}
        </Alert>
      ) : null}
      <Stack spacing={1.5}>
        {pending.length ? (
          <Card>
            <List disablePadding aria-label={t('dashboard.pending')}>
              {pending.map((made) => (
                <ListItemButton
                  key={made.id}
                  divider
                  // Open and edited from the copy on this device until the server has it.
                  onClick={() => go(paths.cv.getHref(made.id))}
                >
                  <ListItemIcon>
                    <CloudUploadIcon color="warning" />
                  </ListItemIcon>
                  <ListItemText
                    primary={made.doc.title || t('dashboard.untitled')}
                    secondary={
                      // Says why it waits: refused, no network, or the server failed (retried).
                      made.refusal ??
                      (made.serverFailed
                        ? t('wizard:outbox.pendingServerHint')
                        : t('dashboard.pendingHint'))
                    }
                  />
                  <Chip size="small" color="warning" label={t('dashboard.pending')} />
                </ListItemButton>
              ))}
            </List>
          </Card>
        ) : null}
        {unreachable ? (
          <Alert severity="info" icon={<CloudOffIcon />} action={retry}>
            {t('dashboard.offlineNoCopy')}
          </Alert>
        ) : cvs.isPending ? (
          // One card's height (cv-card.tsx), the usual list: the cards drawn over it move nothing.
          <Card
            variant="outlined"
            role="status"
            aria-label={t('dashboard.loading')}
            sx={{ minHeight: CARD_HEIGHT }}
          >
            <Stack spacing={1} sx={{ p: 2 }}>
              <Typography color="text.secondary">{t('dashboard.loading')}</Typography>
              <Skeleton height={48} />
              <Skeleton height={48} />
            </Stack>
          </Card>
        ) : cvs.isError ? (
          <Alert severity="error" action={retry}>
            {t('dashboard.loadError')}
          </Alert>
        ) : cvs.data.length === 0 && pending.length === 0 ? (
          <Card>
            <Typography color="text.secondary" sx={{ p: 3 }}>
              {t('dashboard.empty')}
            </Typography>
          </Card>
        ) : cvs.data.length === 0 ? null : (
          <Stack
            component="ul"
            spacing={1.5}
            aria-label={t('dashboard.yourCvs')}
            sx={{ m: 0, p: 0 }}
          >
            {(shownCvs ?? []).map((cv) => (
              <CvCard
                key={cv.uuid}
                cv={cv}
                status={local.get(cv.uuid)?.status}
                url={addressOf(cv)}
                updated={t('dashboard.updated', {
                  date: formatDayTime(tCommon, new Date(cv.updated_at)),
                })}
                onOpen={openCard}
                opening={going === paths.cv.getHref(cv.uuid)}
                onShare={shareCard}
                onDuplicate={duplicateCard}
                onDelete={deleteCard}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <ApplicationsSummary />
      <UpgradeDialog
        open={modal}
        onClose={() => setModal(false)}
        alternative={
          newest
            ? { label: t('dashboard.modal.editExisting'), onClick: () => open(newest.uuid) }
            : undefined
        }
      />
      <ShareDialog
        open={sharing !== null}
        onClose={() => setSharing(null)}
        url={sharing?.url ?? ''}
        title={sharing?.title ?? ''}
        versions={sharing?.versions}
        owner={sharing?.owner}
      />
    </Container>
  );
}

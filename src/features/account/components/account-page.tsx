import PersonIcon from '@mui/icons-material/PersonOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@/lib/toast';
import { useMe } from '@/api/me';
import { CardPage } from '@/components/card-page';
import { paths } from '@/config/paths';
import { readFailure } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDownloadMyData } from '../api/account-data';
import { ChangeEmailForm } from './change-email-form';
import { ClaimReviewSection } from './claim-review-section';
import { ChangePasswordForm } from './change-password-form';
import { ChangeUsernameForm } from './change-username-form';
import { TwoStepSection } from './two-step/two-step-section';
import { PasskeysSection } from './passkeys-section';
import { ProveAddressNotice } from './prove-address-notice';
import { lazyWhenOpened } from '@/components/lazy-when-opened';
import { useKeepScreen } from '@/lib/kept-screen';

const DeleteAccountDialog = lazyWhenOpened(
  async () => (await import('./delete-account-dialog')).DeleteAccountDialog,
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </div>
  );
}

/**
 * The signed-in account: who it is, its password, address and username to change, its data as a
 * file, and deleting it with everything.
 */
export function AccountPage({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('title'));
  const me = useMe();
  useKeepScreen(Boolean(me.data));
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  const saveFile = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(t('export.done')),
      onError: (error) =>
        toastFailure(
          t('export.failed'),
          readFailure(error, {
            offline: t('errors.offline'),
            timeout: t('errors.offline'),
            fallback: t('export.failed'),
          }),
        ),
    });

  const account = me.data;
  const methods = account
    ? [...(account.has_password ? ['password'] : []), ...account.providers]
    : [];
  return (
    <CardPage icon={<PersonIcon />} title={t('title')} subtitle={t('subtitle')} maxWidth={560}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        {account ? (
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            <Fact label={t('email')} value={account.email} />
            {account.username ? (
              <Fact
                label={t('publicAddress')}
                value={`${window.location.host}${paths.publicCv.getHref(account.username)}`}
              />
            ) : null}
            <Fact
              label={t('signInMethods')}
              value={methods.map((m) => t(`methods.${m}`, { defaultValue: m })).join(', ')}
            />
          </Stack>
        ) : (
          <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" />
          </Stack>
        )}

        {account && (account.in_review.cvs.length > 0 || account.in_review.username) ? (
          <Section title={t('review.title')}>
            <ClaimReviewSection inReview={account.in_review} />
          </Section>
        ) : null}

        {account ? (
          <Section
            title={account.has_password ? t('passwordChange.title') : t('passwordChange.setTitle')}
          >
            <ChangePasswordForm hasPassword={account.has_password} />
          </Section>
        ) : null}

        {account?.email_verified ? (
          <Section title={t('passkeys.title')}>
            <PasskeysSection hasPassword={account.has_password} />
          </Section>
        ) : null}

        {account?.email_verified ? (
          <Section title={t('twoStep.title')}>
            <TwoStepSection account={account} />
          </Section>
        ) : null}

        {/* Both wait for the same proof: one notice says so, once. */}
        {account && !account.email_verified ? (
          <Section title={t('proveAddress.title')}>
            <ProveAddressNotice email={account.email} />
          </Section>
        ) : null}

        {account ? (
          <Section title={t('emailChange.title')}>
            <ChangeEmailForm hasPassword={account.has_password} />
          </Section>
        ) : null}

        {account?.username ? (
          <Section title={t('usernameChange.title')}>
            <ChangeUsernameForm current={account.username} />
          </Section>
        ) : null}

        <Section title={t('export.title')}>
          <Typography color="text.secondary">{t('export.text')}</Typography>
          <Button
            variant="outlined"
            onClick={saveFile}
            disabled={download.isPending}
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
          >
            {download.isPending ? t('export.working') : t('export.button')}
          </Button>
        </Section>

        <Section title={t('delete.title')}>
          <Typography color="text.secondary">{t('delete.text')}</Typography>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setDeleting(true)}
            disabled={!account}
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
          >
            {t('delete.button')}
          </Button>
        </Section>
      </Stack>
      {account ? (
        <DeleteAccountDialog
          open={deleting}
          onClose={() => setDeleting(false)}
          hasPassword={account.has_password}
          onDeleted={onDeleted}
        />
      ) : null}
    </CardPage>
  );
}

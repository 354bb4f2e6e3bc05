import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { AccountPage } from '@/features/account/components/account-page';
import { signOut } from '@/features/auth/session';

/** The account page; a deleted account is signed out here like a logout (drafts and all). */
export function Component() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const deleted = async () => {
    // Home first: with the session cleared on this protected page, it would go to the login.
    await navigate(paths.home.getHref(), { replace: true });
    await signOut();
    toast.success(t('delete.done'));
  };
  return <AccountPage onDeleted={deleted} />;
}

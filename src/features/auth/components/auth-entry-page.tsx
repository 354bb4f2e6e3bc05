import LockIcon from '@mui/icons-material/LockOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPage } from '@/components/card-page';
import { paths } from '@/config/paths';
import { AgreementText } from './agreement-text';
import { OrDivider } from './or-divider';
import { SocialButtons } from './social-buttons';

interface AuthEntryPageProps {
  screen: 'login' | 'register';
  /** Above the sign-in buttons: what the previous screen or the last try has to say. */
  notices?: ReactNode;
  /** The e-mail and password form. */
  children: ReactNode;
}

/** Logging in and signing up: Google and Facebook first, then the form, the terms, the other one. */
export function AuthEntryPage({ screen, notices, children }: AuthEntryPageProps) {
  const { t } = useTranslation('auth');
  const login = screen === 'login';
  return (
    <CardPage
      icon={login ? <LockIcon /> : <PersonAddIcon />}
      title={login ? t('login.title') : t('signup_page.title')}
      subtitle={login ? t('login.subtitle') : t('signup_page.subtitle')}
      footer={
        <Typography variant="body2">
          {login ? t('login.noAccount') : t('signup_page.haveAccount')}{' '}
          <Link
            href={login ? paths.register.getHref() : paths.login.getHref()}
            sx={{ fontWeight: 650 }}
          >
            {login ? t('login.register') : t('signup_page.login')}
          </Link>
        </Typography>
      }
    >
      {notices}
      <SocialButtons />
      <OrDivider />
      {children}
      <AgreementText />
    </CardPage>
  );
}

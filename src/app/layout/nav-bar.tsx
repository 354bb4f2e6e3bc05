import AccountIcon from '@mui/icons-material/AccountCircleOutlined';
import ApplicationsIcon from '@mui/icons-material/WorkOutlineOutlined';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useSignedIn } from '@/lib/use-signed-in';
import { InstallButton } from '@/features/pwa/install-button';
import { LanguageSelect } from './language-select';
import { useGoToPricing } from '@/features/marketing/hooks/use-go-to-pricing';
import { LazyTooltip } from '@/components/lazy-tooltip';
import { lazyWhenOpened } from '@/components/lazy-when-opened';
import { TOP_BAR_HEIGHT } from './top-bar';

/** The phone's menu loads when first opened: its drawer and transition are not a screen's first load. */
const NavDrawer = lazyWhenOpened(async () => (await import('./nav-drawer')).NavDrawer);

/** The signed-in user's places: words in the phone's menu, icons in the desktop bar. */
const ACCOUNT_PLACES = [
  { key: 'nav.dashboard', href: paths.dashboard.getHref(), Icon: DashboardIcon },
  { key: 'nav.applications', href: paths.applications.getHref(), Icon: ApplicationsIcon },
  { key: 'nav.account', href: paths.account.getHref(), Icon: AccountIcon },
] as const;

/** The top bar; below the md breakpoint its items move into a drawer behind a menu toggle. */
export function NavBar() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const goToPricing = useGoToPricing();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const items = (vertical: boolean): ReactNode => (
    <>
      <Button
        color="inherit"
        onClick={() => {
          close();
          goToPricing();
        }}
      >
        {t('nav.pricing')}
      </Button>
      <Button color="inherit" href={paths.contact.getHref()} onClick={close}>
        {t('nav.contact')}
      </Button>
      <InstallButton onDone={close} />
      {vertical ? <Divider flexItem /> : null}
      <Box sx={{ px: vertical ? 1 : 0, py: vertical ? 1 : 0 }}>
        <LanguageSelect />
      </Box>
      {signedIn ? (
        <>
          {ACCOUNT_PLACES.map(({ key, href, Icon }) =>
            vertical ? (
              <Button key={key} href={href} onClick={close} startIcon={<Icon />} color="inherit">
                {t(key)}
              </Button>
            ) : (
              <LazyTooltip key={key} title={t(key)}>
                <IconButton href={href} aria-label={t(key)} color="primary">
                  <Icon />
                </IconButton>
              </LazyTooltip>
            ),
          )}
          <LogoutButton onDone={close} />
        </>
      ) : (
        <>
          <Button color="inherit" href={paths.login.getHref()} onClick={close}>
            {t('nav.login')}
          </Button>
          <Button variant="contained" href={paths.register.getHref()} onClick={close}>
            {t('nav.signup')}
          </Button>
        </>
      )}
    </>
  );

  return (
    <AppBar position="sticky" component="header" className="app-chrome">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: TOP_BAR_HEIGHT }}>
          <Logo />
          <Box sx={{ flexGrow: 1 }} />
          <Stack
            component="nav"
            aria-label={t('nav.mainNavigation')}
            direction="row"
            spacing={1}

            sx={{ alignItems: 'center', display: { xs: 'none', md: 'flex' } }}
          >
            {items(false)}
          </Stack>
          <IconButton
            aria-label={t('nav.menu')}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <NavDrawer open={open} onClose={close}>
        {items(true)}
      </NavDrawer>
    </AppBar>
  );
}

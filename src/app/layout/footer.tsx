import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { SOCIAL_LINKS } from '@/config/social';
import { SocialIcon } from '@/components/social-icon';

/** Logo, the company's social pages and the privacy links (labels and routes from the locale). */
export function Footer() {
  const { t } = useTranslation();
  const privacyLinks = t('footer.privacyLinks', { returnObjects: true });
  return (
    <Box
      component="footer"
      className="app-chrome"
      sx={{ bgcolor: 'primary.dark', color: 'common.white', mt: 'auto', py: { xs: 4, md: 5 } }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'space-between' }}
        >
          <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ opacity: 0.85 }}>
              {t('footer.tagline')}
            </Typography>
            <Stack
              direction="row"
              spacing={0.5}
              aria-label={t('footer.social')}
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {SOCIAL_LINKS.map((link) => (
                <li key={link.id}>
                  <IconButton
                    component="a"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`footer.socialLinks.${link.id}`)}
                    sx={{ color: 'common.white' }}
                  >
                    <SocialIcon name={link.id} />
                  </IconButton>
                </li>
              ))}
            </Stack>
          </Stack>
          <Stack
            component="nav"
            aria-label={t('footer.legalNav')}
            spacing={1.25}
            sx={{ '& a': { color: 'common.white' } }}
          >
            {privacyLinks.map((link) => (
              <Link key={link.route} href={link.route} variant="body2">
                {link.label}
              </Link>
            ))}
          </Stack>
        </Stack>
        <Typography variant="caption" component="p" sx={{ mt: 4, opacity: 0.7 }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}

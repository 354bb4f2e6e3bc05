import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PRICING_SECTION_ID, scrollToPricing } from '../hooks/use-go-to-pricing';
import { PricingSection } from './pricing-section';

export function LandingPage() {
  const { t } = useTranslation('landing');
  const location = useLocation();
  useDocumentTitle(null);

  useEffect(() => {
    const state = location.state as { scrollTo?: string } | null;
    if (state?.scrollTo === PRICING_SECTION_ID || location.hash === `#${PRICING_SECTION_ID}`)
      scrollToPricing();
  }, [location.state, location.hash, location.key]);

  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 6, md: 10 } }}
      >
        <Container maxWidth="md">
          <Stack
            spacing={2.5}
            sx={{
              alignItems: { xs: 'flex-start', md: 'center' },
              textAlign: { xs: 'left', md: 'center' },
            }}
          >
            <Typography id="hero-title" variant="h1">
              {t('hero.title')}
            </Typography>
            <Typography sx={{ fontSize: '1.125rem', opacity: 0.9, maxWidth: 600 }}>
              {t('hero.subtitle')}
            </Typography>
            <Button
              variant="contained"
              color="secondary"
              size="large"
              component={RouterLink}
              to={paths.register.getHref()}
            >
              {t('hero.cta')}
            </Button>
          </Stack>
        </Container>
      </Box>
      <PricingSection />
    </>
  );
}

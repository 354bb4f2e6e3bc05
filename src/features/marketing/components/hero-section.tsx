import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignedInAtom, useAtomValue } from '@/lib/state';
import { PhonePreview } from './phone-preview';
import { SignedInStart } from './signed-in-start';
import { UsernameClaim } from './username-claim';

/** The first screen: what the product does, the username claim box and a CV on a phone. */
export function HeroSection({ notice }: { notice?: ReactNode }) {
  const { t } = useTranslation('landing');
  const points = t('hero.points', { returnObjects: true });
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        overflow: 'hidden',
        pt: { xs: 3, md: 8 },
        pb: { xs: 5, md: 10 },
        backgroundImage: (theme) =>
          `radial-gradient(1100px 520px at 85% -10%, ${alpha(theme.palette.primary.light, 0.16)}, transparent 70%), radial-gradient(700px 380px at -10% 110%, ${alpha(theme.palette.secondary.light, 0.14)}, transparent 70%)`,
      }}
    >
      <Container maxWidth="lg">
        {notice}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
            alignItems: 'center',
          }}
        >
          <Stack spacing={{ xs: 2.5, md: 3 }} sx={{ alignItems: 'flex-start' }}>
            <Typography
              component="p"
              sx={{
                px: 1.5,
                py: 0.5,
                borderRadius: 999,
                fontSize: 13,
                fontWeight: 700,
                letterSpacing: '0.02em',
                color: 'secondary.dark',
                bgcolor: (theme) => alpha(theme.palette.secondary.main, 0.1),
              }}
            >
              {t('hero.eyebrow')}
            </Typography>
            <Typography
              id="hero-title"
              variant="h1"
              sx={{ fontSize: { xs: '2.1rem', sm: '2.6rem', md: '3.25rem' }, maxWidth: 620 }}
            >
              {t('hero.title')}
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 560 }}
            >
              {t('hero.subtitle')}
            </Typography>
            {signedIn ? <SignedInStart /> : <UsernameClaim />}
            <Stack
              component="ul"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.75, sm: 2.5 }}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {points.map((point) => (
                <Stack
                  component="li"
                  key={point}
                  direction="row"
                  spacing={0.75}
                  sx={{ alignItems: 'center', color: 'text.secondary', fontSize: 14 }}
                >
                  <CheckCircleIcon sx={{ fontSize: 18, color: 'success.main' }} aria-hidden />
                  <span>{point}</span>
                </Stack>
              ))}
            </Stack>
          </Stack>
          <PhonePreview />
        </Box>
      </Container>
    </Box>
  );
}

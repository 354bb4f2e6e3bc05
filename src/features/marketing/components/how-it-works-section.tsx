import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SectionHeading } from './section-heading';

const STEPS = ['claim', 'template', 'fill', 'share'] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" aria-labelledby="how-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="how-title"
          eyebrow={t('how.eyebrow')}
          title={t('how.title')}
          subtitle={t('how.subtitle')}
        />
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 0, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {STEPS.map((id, index) => (
            <Stack
              component="li"
              key={id}
              direction={{ xs: 'row', md: 'column' }}
              spacing={2}
              sx={{
                position: 'relative',
                pb: { xs: 3, md: 0 },
                // A line joins each step to the next: down on a phone, across on a wide screen.
                '&::after':
                  index < STEPS.length - 1
                    ? {
                        content: '""',
                        position: 'absolute',
                        borderRadius: 1,
                        bgcolor: 'divider',
                        top: { xs: 48, md: 19 },
                        bottom: { xs: 6, md: 'auto' },
                        left: { xs: 19, md: 52 },
                        right: { xs: 'auto', md: -16 },
                        width: { xs: 2, md: 'auto' },
                        height: { xs: 'auto', md: 2 },
                      }
                    : undefined,
              }}
            >
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  display: 'grid',
                  placeItems: 'center',
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 800,
                }}
              >
                {index + 1}
              </Box>
              <Box sx={{ pt: { xs: 0.75, md: 0 } }}>
                <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 0.75 }}>
                  {t(`how.steps.${id}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`how.steps.${id}.text`)}</Typography>
              </Box>
            </Stack>
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 2, md: 6 } }}>
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to={paths.register.getHref()}
            sx={{ minHeight: 52, px: 4 }}
          >
            {t('how.cta')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

/** /contact-us: who answers and how soon, beside (on a phone: above) the form. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';

export function ContactPage() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('title'));
  return (
    <Box
      sx={{
        flex: 1,
        py: { xs: 3, md: 8 },
        backgroundImage: (theme) =>
          `radial-gradient(900px 380px at 80% -80px, ${alpha(theme.palette.primary.light, 0.16)}, transparent 70%)`,
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            columnGap: 8,
            rowGap: { xs: 3, md: 2.5 },
            gridTemplateColumns: { xs: '1fr', md: '0.85fr 1.15fr' },
            gridTemplateRows: { md: 'auto 1fr' },
            // On a phone the form comes right after the intro; the info list follows it.
            gridTemplateAreas: { xs: '"intro" "form" "info"', md: '"intro form" "info form"' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2.5} sx={{ gridArea: 'intro', pt: { md: 2 } }}>
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}
              id="contact-title"
            >
              {t('title')}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: { md: '1.1rem' } }}>
              {t('intro')}
            </Typography>
          </Stack>
          <ContactInfo sx={{ gridArea: 'info' }} />
          <Paper
            component="section"
            aria-labelledby="contact-form-title"
            variant="outlined"
            sx={{
              gridArea: 'form',
              px: { xs: 2.5, sm: 4 },
              py: { xs: 3, sm: 4 },
              borderRadius: { xs: '18px', sm: '22px' },
              boxShadow: '0 1px 2px rgba(20, 38, 63, 0.04), 0 18px 48px rgba(20, 38, 63, 0.08)',
            }}
          >
            <Typography id="contact-form-title" variant="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
              {t('formTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {t('requiredNote')}
            </Typography>
            <ContactForm labelledBy="contact-form-title" />
          </Paper>
        </Box>
      </Container>
    </Box>
  );
}

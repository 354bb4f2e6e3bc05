import DevicesIcon from '@mui/icons-material/PhoneIphoneOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import PreviewIcon from '@mui/icons-material/WebOutlined';
import UpdateIcon from '@mui/icons-material/AutorenewOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type landing from '../../../../locales/en/landing.json';
import { SectionHeading } from './section-heading';

type BenefitId = keyof (typeof landing)['benefits']['items'];

const BENEFITS: Array<{ id: BenefitId; icon: ReactNode }> = [
  { id: 'phone', icon: <DevicesIcon /> },
  { id: 'offline', icon: <CloudOffIcon /> },
  { id: 'templates', icon: <PaletteIcon /> },
  { id: 'link', icon: <ShareIcon /> },
  { id: 'preview', icon: <PreviewIcon /> },
  { id: 'update', icon: <UpdateIcon /> },
];

export function BenefitsSection() {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      aria-labelledby="benefits-title"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="benefits-title"
          eyebrow={t('benefits.eyebrow')}
          title={t('benefits.title')}
          subtitle={t('benefits.subtitle')}
        />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {BENEFITS.map(({ id, icon }) => (
            <Stack
              component="li"
              key={id}
              spacing={1.25}
              sx={{
                p: { xs: 2.5, md: 3 },
                borderRadius: '16px',
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.default',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  borderRadius: '12px',
                  color: 'primary.main',
                  bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
                }}
              >
                {icon}
              </Box>
              <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
                {t(`benefits.items.${id}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`benefits.items.${id}.text`)}</Typography>
            </Stack>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

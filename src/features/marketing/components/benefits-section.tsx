import DevicesIcon from '@mui/icons-material/PhoneIphoneOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import PreviewIcon from '@mui/icons-material/WebOutlined';
import UpdateIcon from '@mui/icons-material/AutorenewOutlined';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTile } from '@/components/icon-tile';
import type landing from '../../../../locales/en/landing.json';
import { GridList, ItemText, LandingSection } from './landing-section';

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
    <LandingSection name="benefits" tinted>
      <GridList
        gap={{ xs: 2, md: 3 }}
        columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
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
            <IconTile size={44}>{icon}</IconTile>
            <ItemText
              title={t(`benefits.items.${id}.title`)}
              text={t(`benefits.items.${id}.text`)}
            />
          </Stack>
        ))}
      </GridList>
    </LandingSection>
  );
}

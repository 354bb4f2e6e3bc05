import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { IconTile } from '@/components/icon-tile';
import { paths } from '@/config/paths';
import { isSignedInAtom, useAtomValue } from '@/lib/state';
import { GridList, ItemText, LandingSection } from './landing-section';

const STEPS = ['claim', 'template', 'fill', 'share'] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  // Signed in, the steps go on in the wizard (which says at once if the plan allows no more CVs).
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <LandingSection name="how">
      <GridList ordered gap={{ xs: 0, md: 3 }} columns={{ xs: '1fr', md: 'repeat(4, 1fr)' }}>
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
            <IconTile variant="solid">{index + 1}</IconTile>
            <ItemText
              title={t(`how.steps.${id}.title`)}
              text={t(`how.steps.${id}.text`)}
              sx={{ pt: { xs: 0.75, md: 0 } }}
            />
          </Stack>
        ))}
      </GridList>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 2, md: 6 } }}>
        <Button
          variant="contained"
          size="large"
          href={signedIn ? paths.wizard.getHref() : paths.register.getHref()}
          sx={{ minHeight: 52, px: 4 }}
        >
          {t('how.cta')}
        </Button>
      </Box>
    </LandingSection>
  );
}

import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceToggle } from '@/components/choice-toggle';
import { paths } from '@/config/paths';
import { PLANS, type BillingPeriod } from '@/domain/plans';
import { formatMoney } from '@/lib/format-money';
import { isSignedInAtom, useAtomValue } from '@/lib/state';
import { PRICING_SECTION_ID } from '../hooks/use-go-to-pricing';
import { LandingSection } from './landing-section';

/** Basic, Pro and Ultra with a monthly/yearly switch; paid plans are marked coming soon. */
export function PricingSection() {
  const { t, i18n } = useTranslation('landing');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <LandingSection name="pricing" id={PRICING_SECTION_ID} tinted sx={{ scrollMarginTop: 64 }}>
      <Stack spacing={1} sx={{ alignItems: 'center', mt: { xs: -2, md: -3 }, mb: 4 }}>
        <ChoiceToggle
          label={t('pricing.period')}
          value={period}
          options={[
            { value: 'monthly', label: t('pricing.monthly') },
            { value: 'yearly', label: t('pricing.yearly') },
          ]}
          onChange={setPeriod}
        />
        <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 650 }}>
          {t('pricing.yearlySaving')}
        </Typography>
      </Stack>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {PLANS.map((plan) => {
          const features = t(`pricing.plans.${plan.id}.features`, {
            returnObjects: true,
          });
          const price = period === 'monthly' ? plan.monthly : plan.yearly;
          return (
            <Card
              key={plan.id}
              component="article"
              aria-labelledby={`plan-${plan.id}`}
              sx={{
                borderColor: plan.id === 'pro' ? 'primary.main' : undefined,
                borderWidth: plan.id === 'pro' ? 2 : 1,
              }}
            >
              <CardContent sx={{ p: 3 }}>
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Typography id={`plan-${plan.id}`} variant="h3">
                    {t(`pricing.plans.${plan.id}.name`)}
                  </Typography>
                  {plan.comingSoon ? (
                    <Chip
                      size="small"
                      label={t('pricing.comingSoon')}
                      // The darker accent keeps the small white label above 4.5:1.
                      sx={{ bgcolor: 'secondary.dark', color: 'common.white', fontWeight: 650 }}
                    />
                  ) : null}
                </Stack>
                <Typography color="text.secondary" sx={{ mt: 1, minHeight: { md: 52 } }}>
                  {t(`pricing.plans.${plan.id}.description`)}
                </Typography>
                <Typography aria-live="polite" sx={{ mt: 2, fontSize: '2rem', fontWeight: 800 }}>
                  {formatMoney(i18n.resolvedLanguage, price)}
                  <Typography
                    component="span"
                    color="text.secondary"
                    sx={{ fontSize: '1rem', fontWeight: 500, ml: 0.5 }}
                  >
                    {period === 'monthly' ? t('pricing.perMonth') : t('pricing.perYear')}
                  </Typography>
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, my: 2 }}>
                  {features.map((feature) => (
                    <Stack
                      component="li"
                      key={feature}
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'flex-start' }}
                    >
                      <CheckIcon fontSize="small" color="success" aria-hidden />
                      <Typography variant="body2">{feature}</Typography>
                    </Stack>
                  ))}
                </Stack>
                <Button
                  fullWidth
                  variant={plan.comingSoon ? 'outlined' : 'contained'}
                  disabled={plan.comingSoon}
                  href={signedIn ? paths.dashboard.getHref() : paths.register.getHref()}
                >
                  {plan.comingSoon
                    ? t('pricing.comingSoon')
                    : signedIn
                      ? t('signedIn.dashboard')
                      : t('pricing.startFree')}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </LandingSection>
  );
}

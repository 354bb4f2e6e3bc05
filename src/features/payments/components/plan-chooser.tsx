import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ChoiceToggle } from '@/components/choice-toggle';
import type { PriceDto, PriceInterval } from '@/domain/payments';
import { toApiFailure } from '@/lib/api-errors';
import { formatMoney } from '@/lib/format-money';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { usePrices } from '../api/prices';

interface PlanChooserProps {
  titleId: string;
  onClose: () => void;
  /** Payments turned out to be off (503) or not on sale (403): show "coming soon" instead. */
  onUnavailable: () => void;
}

function isUnavailable(error: unknown): boolean {
  const failure = toApiFailure(error);
  return (
    failure.kind === 'http' &&
    (failure.status === 503 || failure.parsed.errorCode === 'not_on_sale')
  );
}

function failureMessage(error: unknown, fallback: string): string {
  const failure = toApiFailure(error);
  return failure.kind === 'http' ? failure.parsed.message || fallback : fallback;
}

/** Pro and Ultra, monthly or yearly, each starting Stripe Checkout (inside the dashboard's dialog). */
export function PlanChooser({ titleId, onClose, onUnavailable }: PlanChooserProps) {
  const { t, i18n } = useTranslation('payments');
  const prices = usePrices(true);
  const checkout = useCreateCheckoutSession();
  const [interval, setInterval] = useState<PriceInterval>('month');
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (prices.isError && isUnavailable(prices.error)) onUnavailable();
  }, [prices.isError, prices.error, onUnavailable]);

  const money = (price: PriceDto) =>
    formatMoney(i18n.resolvedLanguage, price.amount / 100, price.currency);

  const start = (price: PriceDto) =>
    checkout.mutate(price.id, {
      onSuccess: ({ url }) => {
        setLeaving(true);
        window.location.assign(url);
      },
      onError: (error) => {
        if (isUnavailable(error)) return onUnavailable();
        toast.error(t('plans.checkoutFailed'), {
          description: failureMessage(error, t('common.default_error', { ns: 'common' })),
        });
      },
    });

  const shown = (prices.data ?? []).filter((p) => p.interval === interval);
  /** What a yearly price saves against twelve monthly ones, in whole months. */
  const monthsFree = (price: PriceDto) => {
    const monthly = prices.data?.find((p) => p.plan === price.plan && p.interval === 'month');
    if (price.interval !== 'year' || !monthly?.amount) return 0;
    return Math.max(0, Math.round(12 - price.amount / monthly.amount));
  };
  const busy = checkout.isPending || leaving;

  return (
    <>
      <DialogTitle id={titleId}>{t('plans.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>{t('plans.body')}</DialogContentText>
          <ChoiceToggle
            label={t('plans.period')}
            value={interval}
            options={[
              { value: 'month', label: t('plans.monthly') },
              { value: 'year', label: t('plans.yearly') },
            ]}
            onChange={setInterval}
            sx={{ alignSelf: 'center' }}
          />
          {prices.isPending ? (
            <Stack role="status" spacing={1} sx={{ alignItems: 'center', py: 3 }}>
              <CircularProgress size={28} aria-hidden />
              <Typography variant="body2" color="text.secondary">
                {t('plans.loading')}
              </Typography>
            </Stack>
          ) : prices.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void prices.refetch()}>
                  {t('plans.retry')}
                </Button>
              }
            >
              {t('plans.loadError')}
            </Alert>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
              }}
            >
              {shown.map((price) => {
                const name = t(`plans.${price.plan}.name`);
                const pending = busy && checkout.variables === price.id;
                return (
                  <Card
                    key={price.id}
                    variant="outlined"
                    component="section"
                    aria-label={name}
                    sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}
                  >
                    <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
                      {name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                      {t(`plans.${price.plan}.description`)}
                    </Typography>
                    <Typography sx={{ fontSize: '1.5rem', fontWeight: 750 }}>
                      {money(price)}{' '}
                      <Typography component="span" color="text.secondary">
                        {price.interval === 'month' ? t('plans.perMonth') : t('plans.perYear')}
                      </Typography>
                    </Typography>
                    {monthsFree(price) > 0 ? (
                      <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
                        {t('plans.monthsFree', { count: monthsFree(price) })}
                      </Typography>
                    ) : null}
                    <Button
                      variant="contained"
                      loading={pending}
                      disabled={busy && !pending}
                      onClick={() => start(price)}
                    >
                      {t('plans.choose', { plan: name })}
                    </Button>
                  </Card>
                );
              })}
            </Box>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('plans.secure')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={leaving}>
          {t('plans.cancel')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * A free user who already has a CV is told so on entering the wizard, not after ten steps: the
 * server would refuse the second CV (plan_limit) at the end. Decided once per visit of the wizard.
 */
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useCvList } from '@/api/cv-queries';
import { usePremiumStatus } from '@/api/premium-status';
import { paths } from '@/config/paths';
import { LIMITS } from '@/domain/limits';
import { useCvsMadeHere } from '@/lib/cv-store/use-local-cv';
import { isPremiumAtom, useAtomValue } from '@/lib/state';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The plans dialog is the payments feature's; the route hands it in (features do not import each other). */
export interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
}

export type Gate = 'checking' | 'open' | 'full';

/**
 * 'full' when the plan allows no more CVs (those made, and those still waiting on this device, as
 * the dashboard counts them). Premium, offline or a failed check opens the wizard: the server
 * still decides at the end, and a draft typed offline is never lost.
 */
export function usePlanGate(): Gate {
  const premiumStored = useAtomValue(isPremiumAtom);
  const premium = usePremiumStatus();
  const cvs = useCvList();
  const madeHere = useCvsMadeHere();
  const [decided, setDecided] = useState<Gate | null>(null);
  if (decided) return decided;

  let gate: Gate = 'checking';
  const unreachable = (q: { isError: boolean; fetchStatus: string; data?: unknown }) =>
    q.isError || (q.data === undefined && q.fetchStatus === 'paused');
  if (premium.data === true || (premium.data === undefined && premiumStored)) gate = 'open';
  else if (unreachable(premium) || unreachable(cvs)) gate = 'open';
  else if (premium.data === false && cvs.data && madeHere) {
    gate = cvs.data.length + madeHere.length >= LIMITS.freePlanCvs ? 'full' : 'open';
  }
  // Once decided it stays: the CV this visit creates must not close the wizard behind it.
  if (gate !== 'checking') setDecided(gate);
  return gate;
}

/** What a free user with a CV sees instead of the first step: why, and the ways on. */
export function PlanLimitNotice({
  UpgradeDialog,
}: {
  UpgradeDialog: ComponentType<UpgradeDialogProps>;
}) {
  const { t } = useTranslation('wizardEnds');
  const [open, setOpen] = useState(false);
  useDocumentTitle(t('planGate.title'));
  return (
    <Card sx={{ my: { xs: 1, md: 4 } }}>
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <WorkspacePremiumIcon color="primary" sx={{ fontSize: 44 }} aria-hidden />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
            {t('planGate.title')}
          </Typography>
          <Typography>{t('planGate.body')}</Typography>
          <Typography color="text.secondary">{t('planGate.keep')}</Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignSelf: 'stretch', pt: 1 }}
          >
            <Button variant="contained" size="large" onClick={() => setOpen(true)}>
              {t('planGate.upgrade')}
            </Button>
            <Button variant="outlined" size="large" href={paths.dashboard.getHref()}>
              {t('planGate.dashboard')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <UpgradeDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}

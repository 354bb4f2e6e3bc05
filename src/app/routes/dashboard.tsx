import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { UpgradeDialog } from '../upgrade-dialog';

export function Component() {
  return <DashboardPage UpgradeDialog={UpgradeDialog} />;
}

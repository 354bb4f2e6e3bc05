import { ApplicationsPage } from '@/features/applications/components/applications-page';
import { UpgradeDialog } from '../upgrade-dialog';

export function Component() {
  return <ApplicationsPage UpgradeDialog={UpgradeDialog} />;
}

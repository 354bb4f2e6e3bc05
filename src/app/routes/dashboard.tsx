import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { SubscriptionModal } from '@/features/payments/components/subscription-modal';

export function Component() {
  return <DashboardPage UpgradeDialog={SubscriptionModal} />;
}

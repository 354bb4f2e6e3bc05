/** The plans dialog the routes hand to their screens, loaded when first opened (issue 47). */
import { lazyWhenOpened } from '@/components/lazy-when-opened';

export const UpgradeDialog = lazyWhenOpened(
  async () => (await import('@/features/payments/components/subscription-modal')).SubscriptionModal,
);

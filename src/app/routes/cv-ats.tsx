import { OwnAtsPage } from '@/features/ats/components/own-ats-page';

export const Component = OwnAtsPage;

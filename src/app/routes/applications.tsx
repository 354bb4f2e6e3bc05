import { ApplicationsPage } from '@/features/applications/components/applications-page';

export const Component = ApplicationsPage;

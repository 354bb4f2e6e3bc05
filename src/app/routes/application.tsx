import { ApplicationPage } from '@/features/applications/components/application-page';

export const Component = ApplicationPage;

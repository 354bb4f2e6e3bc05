import { ViewsPage } from '@/features/views/components/views-page';

export const Component = ViewsPage;

import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

export const Component = DashboardPage;

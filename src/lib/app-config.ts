/** The server's public set-up (GET /api/config/): which sign-ins and payments are on. Read once, cached. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface AppConfig {
  google_client_id: string | null;
  facebook_app_id: string | null;
  payments_enabled?: boolean;
  payments_on_sale?: boolean;
  cookie_consent_id?: string | null;
}

export async function getAppConfig(): Promise<AppConfig> {
  const answer = await api.get<{ data: AppConfig }>('/config/');
  return answer.data.data;
}

export const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: getAppConfig,
  staleTime: 5 * 60_000,
});

export function useAppConfig() {
  return useQuery(appConfigQuery);
}

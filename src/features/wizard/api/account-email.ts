/** The signed-in account's e-mail address (GET /users/me/, one shared cache entry), offered on "Your details". */
import { useMe } from '@/api/me';

export function useAccountEmail(): string | null {
  return useMe().data?.email ?? null;
}

/** Keeping what was made before the address was proven (deleting a CV is the CV's own call). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anyMeKey } from '@/api/me';
import { api } from '@/lib/api-client';

export function useKeepInReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (what: { cv: string } | 'username') => {
      await api.post(
        what === 'username'
          ? '/users/me/review/username/keep/'
          : `/users/me/review/cvs/${encodeURIComponent(what.cv)}/keep/`,
        {},
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: anyMeKey }),
  });
}

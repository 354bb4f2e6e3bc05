/** The account's passkeys: the list, adding one (both calls of the ceremony), renaming, removing. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { meKey } from '@/api/me';
import type { MeDto } from '@/domain/account';
import type {
  creationOptionsSchema,
  PasskeyDto,
  PasskeyProofDto,
  passkeyOwnerProofSchema,
  requestOptionsSchema,
} from '@/domain/passkeys';
import { api } from '@/lib/api-client';
import { loadWebAuthn, passkeyAssertion, unlessCancelled } from '@/lib/passkeys';
import { useAtomValue, userIdAtom } from '@/lib/state';

const BASE = '/users/passkeys/';

/** Keyed by the account, so no other account ever reads another's list. */
export const passkeysKey = (userId: string | null) => ['passkeys', userId] as const;

export function usePasskeys() {
  const userId = useAtomValue(userIdAtom);
  return useQuery({
    queryKey: passkeysKey(userId),
    queryFn: async () =>
      (await api.get<{ data: { passkeys: PasskeyDto[] } }>(BASE)).data.data.passkeys,
    enabled: Boolean(userId),
  });
}

export type AddPasskeyInput = z.input<typeof passkeyOwnerProofSchema>;

/**
 * Asks the server for options (the password, unless a passkey proved the session lately), lets the browser make
 * the passkey, and has the server store it: the new passkey, or null when the person cancelled.
 */
export async function addPasskey(input: AddPasskeyInput): Promise<PasskeyDto | null> {
  const { data } = await api.post<{ data: { options: z.output<typeof creationOptionsSchema> } }>(
    `${BASE}register/options/`,
    input ?? {},
  );
  const { startRegistration } = await loadWebAuthn();
  const credential = await unlessCancelled(startRegistration({ optionsJSON: data.data.options }));
  if (!credential) return null;
  const answer = await api.post<{ data: { passkey: PasskeyDto } }>(`${BASE}register/verify/`, {
    credential,
  });
  return answer.data.data.passkey;
}

/**
 * Proves this session with one of the account's passkeys, in place of the password for the next
 * minutes: until when, or null when the person cancelled.
 */
export async function confirmWithPasskey(): Promise<PasskeyProofDto | null> {
  const { data } = await api.post<{ data: { options: z.output<typeof requestOptionsSchema> } }>(
    `${BASE}confirm/options/`,
    {},
  );
  const credential = await passkeyAssertion(data.data.options);
  if (!credential) return null;
  const answer = await api.post<{ data: PasskeyProofDto }>(`${BASE}confirm/verify/`, {
    credential,
  });
  return answer.data.data;
}

/** The account's own record learns the proof, so every password field on the page steps aside. */
export function useConfirmWithPasskey() {
  const queryClient = useQueryClient();
  const userId = useAtomValue(userIdAtom);
  return useMutation({
    mutationFn: confirmWithPasskey,
    onSuccess: (proof) => {
      if (!proof) return;
      queryClient.setQueryData<MeDto>(meKey(userId), (me) => me && { ...me, ...proof });
      // The passkey's "last used" moved on.
      void queryClient.invalidateQueries({ queryKey: ['passkeys'] });
    },
  });
}

/** Invalidates the list once a change is made. */
function usePasskeyChange<In, Out>(call: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['passkeys'] }),
  });
}

export const useAddPasskey = () => usePasskeyChange(addPasskey);

export const useRenamePasskey = () =>
  usePasskeyChange(async ({ id, name }: { id: string; name: string }) => {
    await api.patch(`${BASE}${encodeURIComponent(id)}/`, { name });
  });

/** Removing one is a sensitive change: the password, unless a passkey proved the session lately. */
export const useRemovePasskey = () =>
  usePasskeyChange(async ({ id, password }: { id: string; password?: string }) => {
    await api.delete(`${BASE}${encodeURIComponent(id)}/`, {
      data: password === undefined ? {} : { password },
    });
  });

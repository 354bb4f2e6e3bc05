import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import type { usernameAvailableSchema } from '@/domain/account';
import { api } from '@/lib/api-client';
import { localVerdict, type LocalVerdict } from '../username-check';

/** The pause in typing after which a name is checked. */
export const CHECK_DELAY_MS = 400;
const FRESH_MS = 30_000;

type Availability = z.output<typeof usernameAvailableSchema>;

/** True when nobody holds the name (the server compares without regard to case). */
export async function isUsernameAvailable(name: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.get<{ data: Availability }>('/users/username-available/', {
    params: { username: name },
    signal,
  });
  return answer.data.data.available;
}

const checkQuery = (name: string) => ({
  queryKey: ['username-available', name.toLowerCase()],
  queryFn: ({ signal }: { signal: AbortSignal }) => isUsernameAvailable(name, signal),
  staleTime: FRESH_MS,
  retry: false,
});

export type UsernameVerdict =
  | Exclude<LocalVerdict, { kind: 'ask' }>
  | { kind: 'checking' | 'available' | 'taken' | 'unknown'; name: string };

/**
 * The verdict on what is typed, once typing pauses: the rule and reserved words at once on the
 * device, then whether it is free from the server (cached per name, so going back costs no call).
 * A failed or refused check (offline, rate-limited) is `unknown`: sign-up checks again anyway.
 * `checkNow` gives the verdict at once (on submit), asking the server if it must.
 */
export function useUsernameCheck(text: string, host: string) {
  const queryClient = useQueryClient();
  const [settledText, setSettledText] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettledText(text), CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const local = localVerdict(settledText, host);
  const name = local.kind === 'ask' ? local.name : '';
  const query = useQuery({ ...checkQuery(name), enabled: Boolean(name) });

  const checkNow = useCallback(async (): Promise<UsernameVerdict> => {
    setSettledText(text);
    const now = localVerdict(text, host);
    if (now.kind !== 'ask') return now;
    try {
      const available = await queryClient.fetchQuery(checkQuery(now.name));
      return { kind: available ? 'available' : 'taken', name: now.name };
    } catch {
      return { kind: 'unknown', name: now.name };
    }
  }, [queryClient, text, host]);

  let verdict: UsernameVerdict;
  if (text !== settledText) {
    // Still typing: a name that passes the rule is about to be checked; a rule already shown
    // follows the typing, and a first one waits for the pause.
    const now = localVerdict(text, host);
    const shown = local.kind === 'format' || local.kind === 'reserved';
    if (now.kind === 'ask') verdict = { kind: 'checking', name: now.name };
    else verdict = shown && now.kind !== 'empty' ? now : { kind: 'empty' };
  } else if (local.kind !== 'ask') verdict = local;
  else if (query.isError) verdict = { kind: 'unknown', name };
  else if (query.data === undefined) verdict = { kind: 'checking', name };
  else verdict = { kind: query.data ? 'available' : 'taken', name };
  return { verdict, checkNow };
}

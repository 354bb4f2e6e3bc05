/** Two-step sign-in on the account page: start, confirm with a first code, turn off, new recovery codes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  recoveryCodesSchema,
  totpConfirmSchema,
  totpSetupSchema,
  TotpProofInput,
  TotpStartInput,
} from '@/domain/two-step';
import { anyMeKey } from '@/api/me';
import { api } from '@/lib/api-client';

export type TotpConfirmInput = z.input<typeof totpConfirmSchema>;
export type TotpSetup = z.output<typeof totpSetupSchema>;
export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;

/** A new secret to scan; nothing changes at sign-in until a code confirms it. */
export function useStartTotp() {
  return useMutation({
    mutationFn: async (input: TotpStartInput) =>
      (await api.post<{ data: TotpSetup }>('/users/me/totp/', input)).data.data,
  });
}

/** Changes that answer new recovery codes, or none, and change what /me/ says. */
function useTwoStepChange<In, Out>(call: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: anyMeKey }),
  });
}

/** The first code turns it on; the ten recovery codes come back once. */
export const useConfirmTotp = () =>
  useTwoStepChange(
    async (input: TotpConfirmInput) =>
      (await api.post<{ data: RecoveryCodes }>('/users/me/totp/confirm/', input)).data.data,
  );

export const useStopTotp = () =>
  useTwoStepChange(async (input: TotpProofInput) => {
    await api.delete('/users/me/totp/', { data: input });
  });

/** Stops a reset of two-step sign-in that someone asked for. */
export const useCancelSecondFactorReset = () =>
  useTwoStepChange(async () => {
    await api.delete('/users/me/second-factor-reset/');
  });

export const useNewRecoveryCodes = () =>
  useTwoStepChange(
    async (input: TotpProofInput) =>
      (await api.post<{ data: RecoveryCodes }>('/users/me/totp/recovery-codes/', input)).data.data,
  );

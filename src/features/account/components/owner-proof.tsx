/**
 * How the owner proves a sensitive change on the account page: the password, or a passkey used in
 * the last ten minutes (a passkey sign-in, or "Use a passkey instead" beside the password field),
 * which the server's `proveOwner` takes in place of the password.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useMe } from '@/api/me';
import { FormTextField, useZodForm, type ExtraChecks, type ZodForm } from '@/components/form';
import { readFailure } from '@/lib/api-errors';
import { passkeysSupported } from '@/lib/passkeys';
import { useConfirmWithPasskey, usePasskeys } from '../api/passkeys';
import { accountWords } from './account-words';

/** Ends the proof a little before the server does, so a form is never sent on the last second. */
const MARGIN_MS = 30_000;

/** Until when (ms since 1970) a passkey proves this session's changes, or null; re-renders at the end. */
function usePasskeyProofUntil(): number | null {
  const me = useMe();
  const iso = me.data?.passkey_proof_until;
  const until = iso ? Date.parse(iso) - MARGIN_MS : null;
  const [endedAt, setEndedAt] = useState<number | null>(null);
  useEffect(() => {
    if (until === null) return;
    const timer = setTimeout(() => setEndedAt(until), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  return until === null || endedAt === until ? null : until;
}

/** Whether a sensitive change asks for the password now: an account with one, unless a passkey proved it. */
export function usePasswordAsked(hasPassword: boolean): boolean {
  const until = usePasskeyProofUntil();
  return hasPassword && until === null;
}

/**
 * The form's check that the password is there when it is asked: the message on its field, or none.
 * Every sensitive change of the account page asks it the same way.
 */
function usePasswordCheck<In extends FieldValues>(
  hasPassword: boolean,
  field: keyof In & string,
): ExtraChecks<In> {
  const { t } = useTranslation('account');
  const passwordAsked = usePasswordAsked(hasPassword);
  return (values) => {
    const messages: ReturnType<ExtraChecks<In>> = {};
    if (passwordAsked && !values[field]) messages[field] = t('passwordChange.currentRequired');
    return messages;
  };
}

/** The form of a sensitive change: its schema and starting values, and the password asked as above. */
export function useProvenForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In> & In,
  hasPassword: boolean,
  field: keyof In & string,
): ZodForm<In, Out> {
  return useZodForm(schema, { defaultValues, check: usePasswordCheck(hasPassword, field) });
}

/** "Use a passkey instead", for an owner who has one: proves the session, and the field goes. */
function ConfirmWithPasskey() {
  const { t } = useTranslation('account');
  const list = usePasskeys();
  const confirm = useConfirmWithPasskey();
  if (!list.data?.length) return null;
  const run = async () => {
    if (!(await passkeysSupported())) return toast.error(t('passkeys.trouble.unsupported'));
    confirm.mutate(undefined, {
      onSuccess: (proof) => {
        if (!proof) toast.info(t('ownerProof.cancelled'));
      },
      // A cancel is answered as null above (unlessCancelled), not as an error.
      onError: (error) => {
        const failure = readFailure(error, accountWords(t, t('ownerProof.failed')));
        toast.error(t('ownerProof.failed'), { description: failure.text });
      },
    });
  };
  return (
    <Button
      onClick={() => void run()}
      disabled={confirm.isPending}
      sx={{ alignSelf: 'flex-start', minHeight: 44, ml: -1 }}
    >
      {t('ownerProof.usePasskey')}
    </Button>
  );
}

/**
 * The password the account signs in with, asked before a change that needs its owner; after a
 * passkey of the last minutes, a note in its place says none is needed.
 */
export function CurrentPasswordField<In extends FieldValues, Out>(props: {
  form: ZodForm<In, Out>;
  name: FieldPath<In>;
  label: string;
}) {
  const { t, i18n } = useTranslation('account');
  const until = usePasskeyProofUntil();
  if (until !== null) {
    const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(until);
    return (
      <Alert severity="success" role="status">
        {t('ownerProof.byPasskey', { time })}
      </Alert>
    );
  }
  return (
    <Stack spacing={0.5}>
      <FormTextField
        control={props.form.control}
        name={props.name}
        label={props.label}
        type="password"
        autoComplete="current-password"
        required
        fullWidth
      />
      <ConfirmWithPasskey />
    </Stack>
  );
}

/** The passkeys section's dialogs: the password before adding one, a new name, and removing one. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '@/lib/toast';
import {
  Form,
  FormAlert,
  FormTextField,
  showFailure,
  SubmitButton,
  useZodForm,
  type ZodForm,
} from '@/components/form';
import type { DialogProps } from '@/components/dialog-props';
import { passkeyNameSchema, type PasskeyDto } from '@/domain/passkeys';
import { useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { CurrentPasswordField, usePasswordAsked, useProvenForm } from './owner-proof';
import { accountWords } from './account-words';

interface FormDialogProps<Out> extends DialogProps {
  title: string;
  text?: ReactNode;
  form: ZodForm<{ value: string }, Out>;
  onSubmit: (values: Out) => void;
  pending: boolean;
  submitLabel: string;
  /** The named button in red, for a change that takes something away. */
  danger?: boolean;
  children: ReactNode;
}

/** A dialog that is one small form: its text, its message, one field, Cancel and a named button. */
function FormDialog<Out>(props: FormDialogProps<Out>) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const { open, onClose, title, text, form, onSubmit, pending, submitLabel, danger, children } =
    props;
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <Form form={form} onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text ? <DialogContentText>{text}</DialogContentText> : null}
            <FormAlert control={form.control} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending} sx={{ minHeight: 44 }}>
            {t('passkeys.cancel')}
          </Button>
          <SubmitButton loading={pending} fullWidth={false} color={danger ? 'error' : undefined}>
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

const passwordSchema = z.object({ value: z.string() });

/** Adding a passkey some time after signing in: the password first. */
export function PasskeyPasswordDialog(
  props: DialogProps & {
    pending: boolean;
    onPassword: (password: string, form: ZodForm<{ value: string }, { value: string }>) => void;
  },
) {
  const { t } = useTranslation('account');
  const form = useProvenForm(passwordSchema, { value: '' }, true, 'value');
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={t('passkeys.passwordTitle')}
      text={t('passkeys.passwordText')}
      form={form}
      onSubmit={({ value }) => props.onPassword(value, form)}
      pending={props.pending}
      submitLabel={t('passkeys.passwordSubmit')}
    >
      <CurrentPasswordField form={form} name="value" label={t('passkeys.password')} />
    </FormDialog>
  );
}

const nameSchema = z.object({ value: passkeyNameSchema });

interface PasskeyDialogProps {
  passkey: PasskeyDto;
  onClose: () => void;
}

/** A passkey dialog's call once it ends: a toast and the dialog closes, or the failure on its form. */
function useOutcome(form: ZodForm<{ value: string }, { value: string }>, onClose: () => void) {
  const { t } = useTranslation('account');
  return (done: string, failed: string) => ({
    onSuccess: () => {
      toast.success(done);
      onClose();
    },
    onError: (error: Error) => showFailure(form, error, accountWords(t, failed)),
  });
}

export function RenamePasskeyDialog({ passkey, onClose }: PasskeyDialogProps) {
  const { t } = useTranslation('account');
  const form = useZodForm(nameSchema, { defaultValues: { value: passkey.name } });
  const outcome = useOutcome(form, onClose);
  const rename = useRenamePasskey();
  const submit = ({ value }: { value: string }) =>
    rename.mutate(
      { id: passkey.id, name: value },
      outcome(t('passkeys.renamed'), t('passkeys.renameFailed')),
    );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('passkeys.renameTitle')}
      form={form}
      onSubmit={submit}
      pending={rename.isPending}
      submitLabel={t('passkeys.save')}
    >
      <FormTextField
        control={form.control}
        name="value"
        label={t('passkeys.name')}
        autoComplete="off"
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
    </FormDialog>
  );
}

/** Removing one, proven as every sensitive change is: the password, or a passkey of the last minutes. */
export function RemovePasskeyDialog({
  passkey,
  hasPassword,
  onClose,
}: PasskeyDialogProps & { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const passwordAsked = usePasswordAsked(hasPassword);
  const form = useProvenForm(passwordSchema, { value: '' }, hasPassword, 'value');
  const outcome = useOutcome(form, onClose);
  const remove = useRemovePasskey();
  const submit = ({ value }: { value: string }) =>
    remove.mutate(
      { id: passkey.id, password: passwordAsked ? value : undefined },
      outcome(t('passkeys.removed'), t('passkeys.removeFailed')),
    );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('passkeys.removeTitle')}
      text={t('passkeys.removeText', { name: passkey.name })}
      form={form}
      onSubmit={submit}
      pending={remove.isPending}
      submitLabel={t('passkeys.removeConfirm')}
      danger
    >
      {hasPassword ? (
        <CurrentPasswordField form={form} name="value" label={t('passkeys.password')} />
      ) : null}
    </FormDialog>
  );
}

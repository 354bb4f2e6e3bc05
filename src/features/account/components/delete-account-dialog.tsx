import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, FormAlert, FormTextField, showFailure, useZodForm } from '@/components/form';
import type { DialogProps } from '@/components/dialog-props';
import { deleteAccountSchema } from '@/domain/account-data';
import { useDeleteAccount } from '../api/account-data';
import { CurrentPasswordField } from './owner-proof';
import { accountWords } from './account-words';

interface DeleteAccountDialogProps extends DialogProps {
  /** Whether the account signs in with a password (else Google or Facebook only). */
  hasPassword: boolean;
  /** Runs once the server has deleted the account: sign out here, go home. */
  onDeleted: () => Promise<void> | void;
}

const formSchema = deleteAccountSchema.extend({ confirm: z.string() });

/** Asks for the password and a typed word before the account and everything in it goes. */
export function DeleteAccountDialog({
  open,
  onClose,
  hasPassword,
  onDeleted,
}: DeleteAccountDialogProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const form = useZodForm(formSchema, { defaultValues: { password: '', confirm: '' } });
  const word = t('delete.word');
  const typed = useWatch({ control: form.control, name: 'confirm' });
  const confirmed = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();
  const remove = useDeleteAccount(onDeleted);

  const submit = ({ password }: { password: string }) =>
    remove.mutate(
      { password },
      {
        onError: (error) => showFailure(form, error, accountWords(t, t('delete.failed'))),
      },
    );

  return (
    <Dialog open={open} onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <Form form={form} onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('delete.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('delete.text')}</DialogContentText>
            {hasPassword ? null : <DialogContentText>{t('delete.socialNote')}</DialogContentText>}
            <FormAlert control={form.control} />
            {hasPassword ? (
              <CurrentPasswordField form={form} name="password" label={t('delete.password')} />
            ) : null}
            <FormTextField
              control={form.control}
              name="confirm"
              label={t('delete.confirmLabel', { word })}
              autoComplete="off"
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={remove.isPending}>
            {t('delete.cancel')}
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={!confirmed || remove.isPending}
          >
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

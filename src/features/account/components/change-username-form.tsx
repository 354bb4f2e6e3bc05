import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  Form,
  FormAlert,
  FormTextField,
  showFailure,
  SubmitButton,
  useZodForm,
} from '@/components/form';
import { HostPrefix } from '@/components/host-prefix';
import { usernameSchema } from '@/domain/account';
import { LIMITS } from '@/domain/limits';
import { stripHostPrefix } from '@/domain/username';
import { useChangeUsername, type ChangeUsernameInput } from '../api/account-changes';
import { accountWords } from './account-words';

/** The sign-up rule, read after a pasted address is cut to its name. */
const usernameFormSchema = (host: string) =>
  z.object({
    username: z
      .string()
      .transform((typed) => stripHostPrefix(typed, host))
      .pipe(usernameSchema),
  });

/** A new name for the public address; the old address stops answering at once. */
export function ChangeUsernameForm({ current }: { current: string | null }) {
  const { t } = useTranslation('account');
  const host = window.location.host;
  const form = useZodForm(usernameFormSchema(host), { defaultValues: { username: '' } });
  const change = useChangeUsername();

  const submit = (values: ChangeUsernameInput) =>
    change.mutate(values, {
      onSuccess: ({ user }) => {
        form.reset();
        toast.success(t('usernameChange.done', { address: `${host}/${user.username ?? ''}` }));
      },
      onError: (error) => showFailure(form, error, accountWords(t, t('usernameChange.failed'))),
    });

  return (
    <Form form={form} onSubmit={submit} aria-label={t('usernameChange.title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {t('usernameChange.text', { days: LIMITS.usernameHoldDays })}
        </Typography>
        <FormAlert control={form.control} />
        <FormTextField
          control={form.control}
          name="username"
          label={t('usernameChange.new')}
          placeholder={current ?? undefined}
          parse={(typed) => (typed.includes('/') ? stripHostPrefix(typed, host) : typed)}
          autoComplete="username"
          required
          fullWidth
          helperText={t('usernameChange.hint', {
            min: LIMITS.usernameMin,
            max: LIMITS.usernameMax,
          })}
          slotProps={{
            htmlInput: {
              autoCapitalize: 'none',
              autoCorrect: 'off',
              spellCheck: false,
              maxLength: 200,
            },
            input: { startAdornment: <HostPrefix host={host} /> },
          }}
        />
        <SubmitButton loading={change.isPending} sx={{ alignSelf: 'flex-start' }} fullWidth={false}>
          {t('usernameChange.submit')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}

/** Name, e-mail, subject and message, all required; Back goes home, Send posts it. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@/lib/toast';
import { EmailField, Form, FormTextField, showFailure, useZodForm } from '@/components/form';
import { paths } from '@/config/paths';
import { contactMessageSchema, type ContactMessage } from '@/domain/contact';
import { LIMITS } from '@/domain/limits';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('contact');
  const form = useZodForm(contactMessageSchema, { defaultValues: EMPTY });
  const { control } = form;
  const message = useWatch({ control, name: 'message' });
  const messageError = form.formState.errors.message;
  const send = useSendContactMessage();

  const submit = (values: ContactMessage) => {
    if (send.isPending) return;
    send.mutate(values, {
      onSuccess: (answer) => {
        toast.success(t('successMessage'), { description: answer || t('successDescription') });
        form.reset(EMPTY);
      },
      onError: (error) => {
        // What was typed stays in the form whatever happened; a 400 marks the fields it names.
        const failure = showFailure(form, error, {
          offline: t('errors.offline'),
          timeout: t('errors.timeout'),
          fallback: t('common.default_error', { ns: 'common' }),
        });
        toastFailure(failure.invalid ? t('validationError') : t('failedToSend'), failure);
      },
    });
  };

  return (
    <Form form={form} onSubmit={submit} aria-labelledby={labelledBy}>
      <Stack spacing={2.25}>
        <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="name"
            label={t('fields.name')}
            required
            autoComplete="name"
            slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
          />
          <EmailField
            control={control}
            name="email"
            label={t('fields.email')}
            maxLength={LIMITS.email}
          />
        </Box>
        <FormTextField
          control={control}
          name="subject"
          label={t('fields.subject')}
          required
          slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
        />
        <FormTextField
          control={control}
          name="message"
          label={t('fields.message')}
          required
          multiline
          minRows={6}
          maxRows={16}
          helperText={t('messageCounter', { count: message.length, max: LIMITS.contactMessage })}
          slotProps={{
            htmlInput: { maxLength: LIMITS.contactMessage },
            formHelperText: { sx: { textAlign: messageError ? 'left' : 'right' } },
          }}
        />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between', pt: 1 }}>
          <Button
            href={paths.home.getHref()}
            variant="outlined"
            size="large"
            startIcon={<ArrowBackIcon />}
            sx={{ minHeight: 48 }}
          >
            {t('back')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            endIcon={<SendIcon />}
            disabled={send.isPending}
            loading={send.isPending}
            loadingPosition="end"
            sx={{ minHeight: 48, minWidth: 140 }}
          >
            {send.isPending ? t('sending') : t('send')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

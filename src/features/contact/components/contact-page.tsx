/** /contact-us: name, e-mail, subject and message, all required; Back goes home, Send posts it. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import SendIcon from '@mui/icons-material/Send';
import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { contactMessageSchema } from '@/domain/contact';
import { LIMITS, TIMINGS } from '@/domain/limits';
import { toFieldErrors } from '@/domain/validation-messages';
import { toApiFailure } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { runtimeKeys } from '@/lib/translate';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_FIELDS,
  contactFieldErrors,
  describeContactFailure,
  type ContactField,
} from '../contact-errors';

type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

function InfoItem({ icon, title, text }: { icon: ReactNode; title: string; text: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} component="li">
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          borderRadius: '12px',
          color: 'primary.main',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
    </Stack>
  );
}

export function ContactPage() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('title'));
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const send = useSendContactMessage();

  const change = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const focusFirst = (found: Errors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    const refs = { name: nameRef, email: emailRef, subject: subjectRef, message: messageRef };
    if (first) refs[first].current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = contactMessageSchema.safeParse(values);
    if (!checked.success) {
      const common = runtimeKeys(t, 'common');
      const tree = toFieldErrors(checked.error.issues, (key, params) =>
        // Empty fields read common.required, as the spec asks.
        common(key === 'validation.required' ? 'common.required' : key, params),
      );
      const found: Errors = {};
      for (const field of CONTACT_FIELDS) {
        const node = tree[field];
        if (Array.isArray(node)) found[field] = node[0];
      }
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    send.mutate(checked.data, {
      onSuccess: (message) => {
        toast.success(t('successMessage'), { description: message || t('successDescription') });
        setValues(EMPTY);
      },
      onError: (error) => {
        console.error('Sending the contact message failed', error);
        const failure = toApiFailure(error);
        if (failure.kind === 'http') {
          const data = (error as { response?: { data?: unknown } }).response?.data;
          const described = describeContactFailure(failure.status, data);
          if (described.kind === 'validation') {
            const found = contactFieldErrors(data);
            setErrors(found);
            focusFirst(found);
            toast.error(t('validationError'), {
              description: described.text,
              duration: TIMINGS.errorToastDurationMs,
            });
            return;
          }
          toast.error(t('failedToSend'), {
            description: described.detail ?? t('common.default_error', { ns: 'common' }),
            duration: TIMINGS.errorToastDurationMs,
          });
          return;
        }
        toast.error(t('failedToSend'), {
          description:
            failure.kind === 'offline' || failure.kind === 'timeout'
              ? t(`errors.${failure.kind}`)
              : t('common.default_error', { ns: 'common' }),
          duration: TIMINGS.errorToastDurationMs,
        });
      },
    });
  };

  const field = (name: ContactField) => ({
    name,
    label: t(`fields.${name}`),
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name)(event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
    required: true,
  });

  return (
    <Box
      sx={{
        flex: 1,
        py: { xs: 3, md: 8 },
        backgroundImage: (theme) =>
          `radial-gradient(900px 380px at 80% -80px, ${alpha(theme.palette.primary.light, 0.16)}, transparent 70%)`,
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '0.85fr 1.15fr' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2.5} sx={{ pt: { md: 2 } }}>
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}
              id="contact-title"
            >
              {t('title')}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: { md: '1.1rem' } }}>
              {t('intro')}
            </Typography>
            <Stack
              component="ul"
              spacing={2.5}
              sx={{ listStyle: 'none', p: 0, m: 0, display: { xs: 'none', md: 'flex' } }}
            >
              <InfoItem
                icon={<ScheduleIcon />}
                title={t('info.replyTitle')}
                text={t('info.replyText')}
              />
              <InfoItem
                icon={<ForumIcon />}
                title={t('info.topicsTitle')}
                text={t('info.topicsText')}
              />
              <InfoItem
                icon={<LockIcon />}
                title={t('info.privacyTitle')}
                text={
                  <Trans
                    t={t}
                    i18nKey="info.privacyText"
                    components={{
                      privacy: (
                        <Link
                          component={RouterLink}
                          to={paths.privacy.getHref()}
                          underline="always"
                        />
                      ),
                    }}
                  />
                }
              />
            </Stack>
          </Stack>

          <Paper
            component="section"
            aria-labelledby="contact-form-title"
            variant="outlined"
            sx={{
              px: { xs: 2.5, sm: 4 },
              py: { xs: 3, sm: 4 },
              borderRadius: { xs: '18px', sm: '22px' },
              boxShadow: '0 1px 2px rgba(20, 38, 63, 0.04), 0 18px 48px rgba(20, 38, 63, 0.08)',
            }}
          >
            <Typography id="contact-form-title" variant="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
              {t('formTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {t('requiredNote')}
            </Typography>
            <Box component="form" noValidate onSubmit={submit} aria-labelledby="contact-form-title">
              <Stack spacing={2.25}>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2.25,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  }}
                >
                  <TextField
                    {...field('name')}
                    autoComplete="name"
                    inputRef={nameRef}
                    slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
                  />
                  <TextField
                    {...field('email')}
                    type="email"
                    autoComplete="email"
                    inputRef={emailRef}
                    slotProps={{
                      htmlInput: {
                        maxLength: LIMITS.email,
                        inputMode: 'email',
                        autoCapitalize: 'none',
                        autoCorrect: 'off',
                        spellCheck: false,
                      },
                    }}
                  />
                </Box>
                <TextField
                  {...field('subject')}
                  inputRef={subjectRef}
                  slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
                />
                <TextField
                  {...field('message')}
                  multiline
                  minRows={6}
                  maxRows={16}
                  inputRef={messageRef}
                  helperText={
                    errors.message ??
                    t('messageCounter', {
                      count: values.message.length,
                      max: LIMITS.contactMessage,
                    })
                  }
                  slotProps={{
                    htmlInput: { maxLength: LIMITS.contactMessage },
                    formHelperText: { sx: { textAlign: errors.message ? 'left' : 'right' } },
                  }}
                />
                <Stack
                  direction="row"
                  spacing={1.5}
                  sx={{ justifyContent: 'space-between', pt: 1 }}
                >
                  <Button
                    component={RouterLink}
                    to={paths.home.getHref()}
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
            </Box>
          </Paper>

          <Stack
            component="ul"
            spacing={2.5}
            sx={{ listStyle: 'none', p: 0, m: 0, display: { xs: 'flex', md: 'none' } }}
          >
            <InfoItem
              icon={<ScheduleIcon />}
              title={t('info.replyTitle')}
              text={t('info.replyText')}
            />
            <InfoItem
              icon={<ForumIcon />}
              title={t('info.topicsTitle')}
              text={t('info.topicsText')}
            />
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}

import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import NewspaperIcon from '@mui/icons-material/NewspaperOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { newsletterSubscribeSchema } from '@/domain/newsletter';
import { issueMessage } from '@/domain/validation-messages';
import { toApiFailure } from '@/lib/api-errors';
import { runtimeKeys } from '@/lib/translate';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** The newsletter box: an e-mail address in, a confirmation link out (double opt-in). */
export function NewsletterSection() {
  const { t } = useTranslation('landing');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const subscribe = useSubscribeNewsletter();
  const noteId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = newsletterSubscribeSchema.safeParse({ email });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setFieldError(issue ? issueMessage(issue, runtimeKeys(t, 'common')) : null);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    subscribe.mutate(checked.data);
  };

  const failure = subscribe.isError ? errorText(subscribe.error) : null;
  function errorText(error: unknown): string {
    const parsed = toApiFailure(error);
    if (parsed.kind === 'offline') return t('newsletter.offline');
    if (parsed.kind === 'http' && parsed.status === 400) return parsed.parsed.message;
    if (parsed.kind === 'http' && parsed.parsed.field === null) return parsed.parsed.message;
    return t('common.default_error', { ns: 'common' });
  }

  return (
    <Box component="section" aria-labelledby="newsletter-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="md">
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            borderRadius: '24px',
            px: { xs: 2.5, sm: 5, md: 7 },
            py: { xs: 4, md: 6 },
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            backgroundImage:
              'radial-gradient(600px 260px at 100% 0%, rgba(224,122,95,.35), transparent 70%)',
          }}
        >
          <NewspaperIcon
            aria-hidden
            sx={{ fontSize: 40, mb: 1.5, color: '#f4a68f', display: 'block' }}
          />
          <Typography
            id="newsletter-title"
            variant="h2"
            sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}
          >
            {t('newsletter.title')}
          </Typography>
          <Typography sx={{ opacity: 0.9, maxWidth: 560, mb: 3 }}>
            {t('newsletter.text')}
          </Typography>

          {subscribe.isSuccess ? (
            <Alert
              severity="success"
              icon={<MarkEmailReadIcon />}
              sx={{ borderRadius: '14px' }}
              role="status"
            >
              <AlertTitle>{t('newsletter.successTitle')}</AlertTitle>
              {subscribe.data}
            </Alert>
          ) : (
            <Box
              component="form"
              noValidate
              onSubmit={submit}
              aria-label={t('newsletter.formLabel')}
            >
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  gap: 1.5,
                  alignItems: { sm: 'flex-start' },
                }}
              >
                <TextField
                  label={t('newsletter.emailLabel')}
                  name="email"
                  type="email"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    setFieldError(null);
                  }}
                  autoComplete="email"
                  required
                  error={Boolean(fieldError)}
                  helperText={fieldError}
                  inputRef={inputRef}
                  sx={{
                    flex: 1,
                    '& .MuiFormHelperText-root': {
                      color: '#fff',
                      bgcolor: 'error.main',
                      px: 1,
                      py: 0.25,
                      mx: 0,
                      mt: 0.75,
                      borderRadius: '6px',
                      width: 'fit-content',
                    },
                  }}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'email',
                      autoCapitalize: 'none',
                      autoCorrect: 'off',
                      spellCheck: false,
                      'aria-describedby': noteId,
                    },
                  }}
                />
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  loading={subscribe.isPending}
                  sx={{
                    minHeight: 56,
                    px: 4,
                    flexShrink: 0,
                    bgcolor: 'secondary.dark',
                    '&:hover': { bgcolor: '#83341f' },
                  }}
                >
                  {t('newsletter.submit')}
                </Button>
              </Box>
              {failure ? (
                <Alert severity="error" sx={{ mt: 2, borderRadius: '14px' }}>
                  <AlertTitle>{t('newsletter.errorTitle')}</AlertTitle>
                  {failure}
                </Alert>
              ) : null}
            </Box>
          )}
          <Typography id={noteId} variant="body2" sx={{ mt: 2, opacity: 0.85 }}>
            <Trans
              t={t}
              i18nKey="newsletter.note"
              components={{
                privacy: (
                  <Link
                    component={RouterLink}
                    to={paths.privacy.getHref()}
                    sx={{ color: 'inherit', textDecoration: 'underline' }}
                  />
                ),
              }}
            />
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}

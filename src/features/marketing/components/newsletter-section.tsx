import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import NewspaperIcon from '@mui/icons-material/NewspaperOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { EmailField, Form, FormAlert, showFailure, useZodForm } from '@/components/form';
import { paths } from '@/config/paths';
import { newsletterSubscribeSchema } from '@/domain/newsletter';
import { useSubscribeNewsletter, type SubscribeInput } from '../api/subscribe-newsletter';

/** The newsletter box: an e-mail address in, a confirmation link out (double opt-in). */
export function NewsletterSection() {
  const { t } = useTranslation('landing');
  const form = useZodForm(newsletterSubscribeSchema, { defaultValues: { email: '' } });
  const subscribe = useSubscribeNewsletter();
  const noteId = useId();

  const submit = (values: SubscribeInput) =>
    subscribe.mutate(values, {
      onError: (error) =>
        showFailure(form, error, {
          offline: t('newsletter.offline'),
          timeout: t('common.default_error', { ns: 'common' }),
          fallback: t('common.default_error', { ns: 'common' }),
        }),
    });

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
            <Form form={form} onSubmit={submit} aria-label={t('newsletter.formLabel')}>
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  gap: 1.5,
                  alignItems: { sm: 'flex-start' },
                }}
              >
                <EmailField
                  control={form.control}
                  name="email"
                  label={t('newsletter.emailLabel')}
                  describedBy={noteId}
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
              <FormAlert
                control={form.control}
                title={t('newsletter.errorTitle')}
                sx={{ mt: 2, borderRadius: '14px' }}
              />
            </Form>
          )}
          <Typography id={noteId} variant="body2" sx={{ mt: 2, opacity: 0.85 }}>
            <Trans
              t={t}
              i18nKey="newsletter.note"
              components={{
                privacy: (
                  <Link
                    href={paths.privacy.getHref()}
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

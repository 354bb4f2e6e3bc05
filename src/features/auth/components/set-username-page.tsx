import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast, toastFailure } from '@/lib/toast';
import { CardPage } from '@/components/card-page';
import { Form, showFailure, SubmitButton, UsernameField, useZodForm } from '@/components/form';
import { paths } from '@/config/paths';
import { typedUsernameSchema } from '@/domain/account';
import { LIMITS } from '@/domain/limits';
import { stripHostPrefix } from '@/domain/username';
import { deviceStrings } from '@/lib/local-data/web-storage';
import { usernameAtom, useAtomValue } from '@/lib/state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSetUsername, type SetUsernameInput } from '../api/set-username';
import { USERNAME_PREFILL_KEY } from '../utils/after-sign-in';
import { authWords } from '../utils/failure-words';

/** The name typed on the landing page, else the one the user already has. */
function initialUsername(host: string, current: string | null): string {
  const prefill = deviceStrings.getItem(USERNAME_PREFILL_KEY);
  return prefill ? stripHostPrefix(prefill, host) : (current ?? '');
}

/** Picks the name in the public address {host}/{username}; a pasted address keeps only the name. */
export function SetUsernamePage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('username.title'));
  const navigate = useNavigate();
  const host = window.location.host;
  const currentUsername = useAtomValue(usernameAtom);
  const form = useZodForm(typedUsernameSchema(host), {
    defaultValues: { username: initialUsername(host, currentUsername) },
  });
  const name = stripHostPrefix(useWatch({ control: form.control, name: 'username' }), host);
  const save = useSetUsername();

  const submit = (values: SetUsernameInput) =>
    save.mutate(values, {
      onSuccess: () => {
        deviceStrings.removeItem(USERNAME_PREFILL_KEY);
        toast.success(t('username.start_success'));
        void navigate(paths.wizard.getHref());
      },
      onError: (error) => {
        toastFailure(t('username.username_error'), showFailure(form, error, authWords(t, error)));
      },
    });

  return (
    <CardPage icon={<BadgeIcon />} title={t('username.title')} subtitle={t('username.subtitle')}>
      <Form form={form} onSubmit={submit} aria-label={t('username.title')}>
        <Stack spacing={2.5}>
          <UsernameField
            control={form.control}
            name="username"
            host={host}
            label={t('username.label')}
            autoFocus
            helperText={t('username.hint', { min: LIMITS.usernameMin, max: LIMITS.usernameMax })}
          />
          <Box
            aria-live="polite"
            sx={{
              bgcolor: 'background.default',
              borderRadius: 2,
              px: 2,
              py: 1.5,
              minHeight: 64,
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('username.previewLabel')}
            </Typography>
            <Typography sx={{ fontWeight: 650, wordBreak: 'break-all' }}>
              {host}/
              <Box component="span" sx={{ color: name ? 'primary.main' : 'text.disabled' }}>
                {name || t('username.previewPlaceholder')}
              </Box>
            </Typography>
          </Box>
          <SubmitButton disabled={!name} loading={save.isPending}>
            {t('username.submit')}
          </SubmitButton>
        </Stack>
      </Form>
    </CardPage>
  );
}

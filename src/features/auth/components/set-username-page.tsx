import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { setUsernameSchema } from '@/domain/account';
import { LIMITS, TIMINGS } from '@/domain/limits';
import { stripHostPrefix } from '@/domain/username';
import { deviceStrings } from '@/lib/local-data/web-storage';
import { usernameAtom, useAtomValue } from '@/lib/state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSetUsername } from '../api/set-username';
import { useFieldErrors } from '../hooks/use-field-errors';
import { USERNAME_PREFILL_KEY } from '../utils/after-sign-in';
import { failureStatus, failureText, serverFieldErrors } from '../utils/failure-text';
import { validate } from '../utils/validate';
import { AuthLayout } from './auth-layout';

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
  const [username, setUsername] = useState(() => initialUsername(host, currentUsername));
  const { errors, setErrors, edited } = useFieldErrors();
  const inputRef = useRef<HTMLInputElement>(null);
  const save = useSetUsername();
  const name = stripHostPrefix(username, host);

  const change = (value: string) => {
    // Strip as soon as an address is recognisable (a slash typed or pasted), not letter by letter.
    setUsername(value.includes('/') ? stripHostPrefix(value, host) : value);
    edited('username');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(setUsernameSchema, { username: name }, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      inputRef.current?.focus();
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: () => {
        deviceStrings.removeItem(USERNAME_PREFILL_KEY);
        toast.success(t('username.start_success'));
        void navigate(paths.wizard.getHref());
      },
      onError: (error) => {
        console.error('Setting the username failed', error);
        if (failureStatus(error) === 400) setErrors(serverFieldErrors(error));
        toast.error(t('username.username_error'), {
          description: failureText(error, t),
          duration: TIMINGS.errorToastDurationMs,
        });
      },
    });
  };

  return (
    <AuthLayout icon={<BadgeIcon />} title={t('username.title')} subtitle={t('username.subtitle')}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('username.title')}>
        <Stack spacing={2.5}>
          <TextField
            label={t('username.label')}
            name="username"
            value={username}
            onChange={(event) => change(event.target.value)}
            onBlur={() => setUsername((value) => stripHostPrefix(value, host))}
            autoComplete="username"
            autoFocus
            required
            error={Boolean(errors.username)}
            helperText={
              errors.username ??
              t('username.hint', { min: LIMITS.usernameMin, max: LIMITS.usernameMax })
            }
            inputRef={inputRef}
            slotProps={{
              htmlInput: {
                autoCapitalize: 'none',
                autoCorrect: 'off',
                spellCheck: false,
                maxLength: 200,
              },
              input: {
                startAdornment: (
                  <InputAdornment
                    position="start"
                    sx={{ mr: 0.25, flexShrink: 0, maxWidth: '62%', overflow: 'hidden' }}
                  >
                    <Typography
                      component="span"
                      color="text.secondary"
                      noWrap
                      sx={{ direction: 'rtl', textAlign: 'left' }}
                    >
                      {/* Kept left-to-right inside an rtl box, so a long host is cut at its start. */}
                      <bdi>{`${host}/`}</bdi>
                    </Typography>
                  </InputAdornment>
                ),
              },
            }}
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
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!name}
            loading={save.isPending}
            sx={{ minHeight: 48 }}
          >
            {t('username.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}

import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HostPrefix } from '@/components/host-prefix';
import { paths } from '@/config/paths';
import { deviceStrings } from '@/lib/local-data/web-storage';
import { useUsernameCheck, type UsernameVerdict } from '../api/check-username';
import { saveUsernamePrefill } from '../username-prefill';
import { useHost } from '@/lib/render-context';

const REFUSED: ReadonlySet<UsernameVerdict['kind']> = new Set(['format', 'reserved', 'taken']);

/** One line under the box: ✓ free, ✗ why not, or that it is being checked. */
function VerdictLine({ verdict, host }: { verdict: UsernameVerdict; host: string }) {
  const { t } = useTranslation('landing');
  const line = (icon: ReactNode, text: string, color: string) => (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color }}>
      {icon}
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Stack>
  );
  const iconSx = { fontSize: 18, flexShrink: 0 };
  const error = (text: string) => line(<ErrorIcon sx={iconSx} aria-hidden />, text, 'error.dark');
  switch (verdict.kind) {
    case 'empty':
      return null;
    case 'checking':
      return line(
        <CircularProgress size={14} aria-hidden />,
        t('claim.checking', { name: verdict.name }),
        'text.secondary',
      );
    case 'available':
      return line(
        <CheckCircleIcon sx={iconSx} aria-hidden />,
        t('claim.available', { address: `${host}/${verdict.name}` }),
        'success.dark',
      );
    case 'taken':
      return error(t('claim.taken', { name: verdict.name }));
    case 'format':
      return error(t('validation.username_format', { ns: 'common' }));
    case 'reserved':
      return error(t('validation.username_reserved', { ns: 'common' }));
    case 'unknown':
      return line(<InfoIcon sx={iconSx} aria-hidden />, t('claim.unknown'), 'text.secondary');
  }
}

/**
 * "{host}/[name] Get started": says as the name is typed whether it can be had (the sign-up rule,
 * reserved words, then whether it is taken), keeps it for set-username and goes on to sign up.
 */
export function UsernameClaim() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const host = useHost();
  const hintId = useId();
  const verdictId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { verdict, checkNow } = useUsernameCheck(name, host);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A name that cannot be had stops here, with the reason shown; an unchecked one goes on.
    if (REFUSED.has((await checkNow()).kind)) return input.current?.focus();
    saveUsernamePrefill(name, deviceStrings);
    void navigate(paths.register.getHref());
  };

  const refused = REFUSED.has(verdict.kind);
  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('claim.formLabel')}
      sx={{ width: '100%', maxWidth: 520 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1,
          p: 1,
          bgcolor: 'background.paper',
          borderRadius: '16px',
          border: 1,
          borderColor: refused ? 'error.main' : 'divider',
          boxShadow: '0 1px 2px rgba(20, 38, 63, 0.05), 0 16px 40px rgba(20, 38, 63, 0.10)',
        }}
      >
        <TextField
          inputRef={input}
          label={t('claim.label')}
          name="username"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('claim.placeholder')}
          autoComplete="off"
          size="medium"
          error={refused}
          sx={{
            flex: 1,
            '& .MuiOutlinedInput-notchedOutline': { borderColor: 'transparent' },
            '& .MuiOutlinedInput-root': { bgcolor: 'background.default' },
          }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: {
              autoCapitalize: 'none',
              autoCorrect: 'off',
              spellCheck: false,
              maxLength: 60,
              'aria-describedby': `${verdictId} ${hintId}`,
            },
            input: { startAdornment: <HostPrefix host={host} fontWeight={550} /> },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<ArrowForwardIcon />}
          sx={{
            minHeight: 56,
            px: 3,
            flexShrink: 0,
            borderRadius: '12px',
            // The darker accent keeps white text above 4.5:1.
            bgcolor: 'secondary.dark',
            '&:hover': { bgcolor: '#83341f' },
          }}
        >
          {t('claim.cta')}
        </Button>
      </Box>
      <Box id={verdictId} role="status" sx={{ mt: 1.25, px: 0.5, minHeight: 22 }}>
        <VerdictLine verdict={verdict} host={host} />
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5, px: 0.5 }}>
        {t('claim.hint')}
      </Typography>
    </Box>
  );
}

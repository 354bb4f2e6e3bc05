import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HostPrefix } from '@/components/host-prefix';
import { paths } from '@/config/paths';
import { deviceStrings } from '@/lib/local-data/web-storage';
import { saveUsernamePrefill } from '../username-prefill';

/** "{host}/[name] Get started": keeps the name for set-username and goes on to sign up. */
export function UsernameClaim() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const host = window.location.host;
  const hintId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveUsernamePrefill(name, deviceStrings);
    void navigate(paths.register.getHref());
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
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
          borderColor: 'divider',
          boxShadow: '0 1px 2px rgba(20, 38, 63, 0.05), 0 16px 40px rgba(20, 38, 63, 0.10)',
        }}
      >
        <TextField
          label={t('claim.label')}
          name="username"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('claim.placeholder')}
          autoComplete="off"
          size="medium"
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
              'aria-describedby': hintId,
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
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1.5, px: 0.5 }}>
        {t('claim.hint')}
      </Typography>
    </Box>
  );
}

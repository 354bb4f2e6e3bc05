import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

interface PaymentLayoutProps {
  title: string;
  icon: ReactNode;
  tone?: 'primary' | 'success' | 'error';
  children: ReactNode;
}

/** One centred card for the screens the payment provider sends people back to. */
export function PaymentLayout({ title, icon, tone = 'primary', children }: PaymentLayoutProps) {
  const titleId = useId();
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        px: { xs: 1.5, sm: 3 },
        py: { xs: 2, sm: 6, md: 8 },
      }}
    >
      <Paper
        component="section"
        aria-labelledby={titleId}
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 480,
          px: { xs: 2.5, sm: 5 },
          py: { xs: 3.5, sm: 5 },
          borderRadius: { xs: '18px', sm: '22px' },
        }}
      >
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <Avatar
            aria-hidden
            sx={{
              width: 56,
              height: 56,
              color: `${tone}.main`,
              bgcolor: (theme) => alpha(theme.palette[tone].main, 0.1),
            }}
          >
            {icon}
          </Avatar>
          <Typography
            id={titleId}
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
          >
            {title}
          </Typography>
        </Stack>
        <Stack spacing={2.5}>{children}</Stack>
      </Paper>
    </Box>
  );
}

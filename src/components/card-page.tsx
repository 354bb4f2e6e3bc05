import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

interface CardPageProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** The icon's colour: the brand's, or how an outcome went. */
  tone?: 'primary' | 'success' | 'error';
  children: ReactNode;
  /** Below a rule at the bottom of the card: e.g. the link to the other account screen. */
  footer?: ReactNode;
  maxWidth?: number;
}

/** One centred card with a heading, nearly edge to edge on a phone: account and payment screens. */
export function CardPage({
  title,
  subtitle,
  icon,
  tone = 'primary',
  children,
  footer,
  maxWidth = 440,
}: CardPageProps) {
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
        backgroundImage: (theme) =>
          `radial-gradient(900px 380px at 50% -80px, ${alpha(theme.palette.primary.light, 0.18)}, transparent 70%)`,
      }}
    >
      <Paper
        component="section"
        aria-labelledby={titleId}
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth,
          px: { xs: 2.5, sm: 5 },
          py: { xs: 3.5, sm: 5 },
          borderRadius: { xs: '18px', sm: '22px' },
          boxShadow: '0 1px 2px rgba(20, 38, 63, 0.04), 0 18px 48px rgba(20, 38, 63, 0.08)',
        }}
      >
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3.5 }}>
          {icon ? (
            <Avatar
              aria-hidden
              sx={{
                width: 52,
                height: 52,
                mb: 1,
                color: `${tone}.main`,
                bgcolor: (theme) => alpha(theme.palette[tone].main, 0.08),
              }}
            >
              {icon}
            </Avatar>
          ) : null}
          <Typography
            id={titleId}
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ maxWidth: 340 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Stack>
        <Stack spacing={2.5}>{children}</Stack>
        {footer ? (
          <Box
            sx={{
              mt: 3.5,
              pt: 2.5,
              borderTop: 1,
              borderColor: 'divider',
              textAlign: 'center',
              color: 'text.secondary',
            }}
          >
            {footer}
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';

/** The product mark: a folded page with the name beside it, linking home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  const name = t('app.name');
  return (
    <Box
      component={RouterLink}
      to={paths.home.getHref()}
      // The name shown, then where it leads: a voice user says what they see (WCAG 2.5.3).
      aria-label={t('nav.home', { name })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: inverted ? 'common.white' : 'primary.main',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.125rem',
        letterSpacing: '-0.01em',
      }}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect x="4" y="2" width="24" height="28" rx="5" fill="currentColor" />
        <path d="M20 2h3a5 5 0 0 1 5 5v3h-5a3 3 0 0 1-3-3z" fill="#e07a5f" />
        <circle cx="12" cy="12" r="3.2" fill={inverted ? '#1f3a5f' : '#fff'} />
        <rect x="9" y="18" width="14" height="2.4" rx="1.2" fill={inverted ? '#1f3a5f' : '#fff'} />
        <rect x="9" y="23" width="10" height="2.4" rx="1.2" fill={inverted ? '#1f3a5f' : '#fff'} />
      </svg>
      <span>{name}</span>
    </Box>
  );
}

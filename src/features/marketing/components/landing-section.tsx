import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LandingSectionProps {
  /** Its texts in `landing` (eyebrow, title, subtitle); its h2 has the id `{name}-title`. */
  name: 'benefits' | 'how' | 'pricing';
  /** A tinted band, to set the section off from its neighbours. */
  tinted?: boolean;
  id?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** One band of the landing page: eyebrow, title (h2) and summary, centred, then its content. */
export function LandingSection({ name, tinted = false, id, sx, children }: LandingSectionProps) {
  const { t } = useTranslation('landing');
  const titleId = `${name}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      sx={[
        { py: { xs: 6, md: 10 }, bgcolor: tinted ? 'background.paper' : undefined },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Container maxWidth="lg">
        <Stack
          spacing={1.5}
          sx={{ alignItems: 'center', textAlign: 'center', mb: { xs: 4, md: 6 }, mx: 'auto' }}
        >
          <Typography
            component="p"
            sx={{
              fontSize: 13,
              fontWeight: 750,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              color: 'secondary.dark',
            }}
          >
            {t(`${name}.eyebrow`)}
          </Typography>
          <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {t(`${name}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 600, fontSize: { md: '1.1rem' } }}>
            {t(`${name}.subtitle`)}
          </Typography>
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

/** A list laid out as a grid: no bullets, no indent, columns by screen width. */
export function GridList({
  ordered = false,
  gap,
  columns,
  children,
}: {
  ordered?: boolean;
  gap: Record<string, number> | number;
  columns: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}

/** A list item's title (h3) and its text. */
export function ItemText({
  title,
  text,
  sx,
}: {
  title: string;
  text: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack spacing={0.75} sx={sx}>
      <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}

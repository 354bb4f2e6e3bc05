import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A landing section's eyebrow, title (h2, named by `id`) and one-line summary, centred. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
}) {
  return (
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
        {eyebrow}
      </Typography>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 600, fontSize: { md: '1.1rem' } }}>
        {subtitle}
      </Typography>
    </Stack>
  );
}

/** The top of a page about one CV (its views, its hiring-system check): back to the CV, and the page's name. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';

export function CvSubpageHeading({
  cvId,
  back,
  title,
  subtitle,
}: {
  cvId: string;
  back: string;
  title: string;
  /** Under the title, e.g. the CV's own name. */
  subtitle?: ReactNode;
}) {
  return (
    <>
      <Button
        href={paths.cv.getHref(cvId)}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {back}
      </Button>
      <div>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        ) : null}
      </div>
    </>
  );
}

import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { LinkTypeIcon } from '../../../components/link-icon';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCv } from '../api/cv-queries';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The owner's view of one CV (the editor with templates replaces this body). */
export function CvPage() {
  const { cvId } = useParams();
  const [search] = useSearchParams();
  const { t, i18n } = useTranslation('cv');
  const cv = useCv(cvId);
  useDocumentTitle(cv.data?.title ?? null);
  const month = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'fi' ? 'fi-FI' : 'en-GB', {
    month: 'short',
    year: 'numeric',
  });
  const period = (start: string | null, end: string | null) =>
    start
      ? `${month.format(new Date(start))} – ${end ? month.format(new Date(end)) : t('view.present')}`
      : '';

  if (cv.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }} role="status" aria-label={t('view.loading')}>
        <Skeleton variant="circular" width={96} height={96} />
        <Skeleton height={56} />
        <Skeleton height={120} />
      </Container>
    );
  }
  if (cv.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h1">{t('view.notFound')}</Typography>
      </Container>
    );
  }
  const data = cv.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
          <Stack spacing={3}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar
                src={data.photo ?? undefined}
                alt=""
                sx={{ width: 88, height: 88, bgcolor: 'primary.main', fontSize: 32 }}
              >
                {`${data.first_name[0] ?? ''}${data.last_name[0] ?? ''}`}
              </Avatar>
              <div>
                <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
                  {data.first_name} {data.last_name}
                </Typography>
                <Typography color="text.secondary">{data.current_job_title}</Typography>
                <Typography variant="body2">
                  {data.email}
                  {data.phone ? ` · ${data.phone}` : ''}
                </Typography>
              </div>
            </Stack>
            {data.bio_description ? (
              <Section title={data.bio_title || t('view.about')}>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{data.bio_description}</Typography>
              </Section>
            ) : null}
            {data.experiences.length ? (
              <Section title={t('view.experience')}>
                {data.experiences.map((e, i) => (
                  <div key={i}>
                    <Typography variant="subtitle1">
                      {e.role}
                      {e.company_name ? ` · ${e.company_name}` : ''}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[period(e.start_date, e.end_date), e.location].filter(Boolean).join(' · ')}
                    </Typography>
                    <Typography variant="body2">{e.description}</Typography>
                  </div>
                ))}
              </Section>
            ) : null}
            {data.educations.length ? (
              <Section title={t('view.education')}>
                {data.educations.map((e, i) => (
                  <div key={i}>
                    <Typography variant="subtitle1">{e.institution}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[e.degree, e.field_of_study, period(e.start_date, e.end_date)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </div>
                ))}
              </Section>
            ) : null}
            {data.skills.length ? (
              <Section title={t('view.skills')}>
                <Typography>{data.skills.map((s) => s.skill_name).join(', ')}</Typography>
              </Section>
            ) : null}
            {data.links.length ? (
              <Section title={t('view.links')}>
                {data.links.map((l) => (
                  <Link
                    key={l.uuid}
                    href={l.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}
                  >
                    <LinkTypeIcon type={l.link_type} fontSize="small" />
                    {l.url}
                  </Link>
                ))}
              </Section>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      {search.get('edit') === 'true' ? (
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.wizardCompleted.getHref(data.uuid)}
          sx={{ mt: 3 }}
        >
          {t('view.done')}
        </Button>
      ) : null}
    </Container>
  );
}

/**
 * Where the owner's job applications stand, on the dashboard: how many are open, how many at each
 * status, and the follow-ups that are due, from the store on this phone (offline too).
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useApplicationsFromServer } from '@/api/applications';
import { paths } from '@/config/paths';
import { APPLICATION_STATUSES, dayOn, dueFollowUps, OPEN_STATUSES } from '@/domain/applications';
import { useLocalApplications } from '@/lib/cv-store/use-local-applications';

/** Its own data only: the dashboard's redrawing (as its CVs arrive) does not draw it again. */
export const ApplicationsSummary = memo(function ApplicationsSummary() {
  const { t } = useTranslation('applications');
  useApplicationsFromServer();
  const applications = useLocalApplications();
  if (applications === undefined) return null;
  const open = applications.filter((a) => OPEN_STATUSES.includes(a.doc.status));
  const due = dueFollowUps(
    applications.map((a) => ({ ...a.doc, id: a.id })),
    dayOn(new Date()),
  );
  return (
    <Card component="section" aria-labelledby="applications-summary" sx={{ mt: 3 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="applications-summary" variant="h2" sx={{ typography: 'h6' }}>
            {t('dashboard.title')}
          </Typography>
          {applications.length === 0 ? (
            <Typography color="text.secondary">{t('dashboard.none')}</Typography>
          ) : (
            <>
              <Typography>{t('dashboard.open', { count: open.length })}</Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {APPLICATION_STATUSES.map((status) => {
                  const count = applications.filter((a) => a.doc.status === status).length;
                  return count ? (
                    <Chip key={status} label={`${t(`statuses.${status}`)}: ${count}`} />
                  ) : null;
                })}
              </Stack>
            </>
          )}
          {due.length ? (
            <div>
              <Typography variant="subtitle2" component="h3">
                {t('dashboard.due')}
              </Typography>
              <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
                {due.map((application) => (
                  <li key={application.id}>
                    <Link component={RouterLink} to={paths.application.getHref(application.id)}>
                      {application.role
                        ? `${application.company}, ${application.role}`
                        : application.company}
                    </Link>
                  </li>
                ))}
              </Stack>
            </div>
          ) : null}
          <Button
            component={RouterLink}
            to={paths.applications.getHref()}
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('dashboard.see')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
});

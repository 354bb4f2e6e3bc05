/**
 * /applications: the owner's job applications by status, from the store on this phone (offline
 * too), and a new one (`?shared=ad`: an ad's text or link shared to the installed app fills it in).
 */
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { CvSyncStatus } from '@/components/cv-sync-status';
import { paths } from '@/config/paths';
import {
  APPLICATION_DEFAULTS,
  APPLICATION_STATUSES,
  mayAddApplication,
} from '@/domain/applications';
import { useApplicationsFromServer } from '@/api/applications';
import { useCvList } from '@/api/cv-queries';
import { useCvsOnDevice } from '@/api/cvs-on-device';
import { useCvsMadeHere, useLocalCvs } from '@/lib/cv-store/use-local-cv';
import {
  createApplication,
  useLocalApplications,
  type LocalApplication,
} from '@/lib/cv-store/use-local-applications';
import { useKeepScreen } from '@/lib/kept-screen';
import { isPremiumAtom, useAtomValue, userIdAtom } from '@/lib/state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { takeSharedAd } from '../api/shared-ad';
import { useDayFormat } from './day-format';
import { NewApplicationForm, type CvChoice, type NewApplication } from './new-application-form';

const SHARED_PARAM = 'shared';

export function ApplicationsPage() {
  const { t } = useTranslation('applications');
  useDocumentTitle(t('title'));
  const userId = useAtomValue(userIdAtom);
  const isPremium = useAtomValue(isPremiumAtom);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [sharedAd, setSharedAd] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const shared = search.get(SHARED_PARAM) === 'ad';
  useEffect(() => {
    if (!shared) return;
    void takeSharedAd().then((ad) => {
      setSharedAd(ad);
      setAdding(true);
      setSearch({}, { replace: true });
    });
  }, [shared, setSearch]);
  const [upgrade, setUpgrade] = useState(false);
  useApplicationsFromServer();
  const applications = useLocalApplications();
  const cvList = useCvList();
  // Every CV the owner has comes onto the phone: its versions are drawn from it, offline too.
  useCvsOnDevice(cvList.data);
  const cvs = useLocalCvs();
  useKeepScreen(applications !== undefined);
  const format = useDayFormat();

  const named = (cv: { title: string; first_name: string; last_name: string }) =>
    cv.title.trim() || `${cv.first_name} ${cv.last_name}`.trim();
  // A CV made on this phone and not sent yet can have applications too: they wait for it.
  const madeHere = (useCvsMadeHere() ?? []).map(({ id, doc }) => ({ id, name: named(doc) }));
  const choices: CvChoice[] = [
    ...(cvList.data
      ? cvList.data.map((cv) => ({ id: cv.uuid, name: named(cvs.get(cv.uuid)?.doc ?? cv) }))
      : [...cvs].map(([id, { doc }]) => ({ id, name: named(doc) }))),
    ...madeHere,
  ];

  const startAdding = () => {
    if (applications && !mayAddApplication(applications.length, isPremium)) setUpgrade(true);
    else setAdding(true);
  };
  const stopAdding = () => {
    setAdding(false);
    setSharedAd(null);
  };
  const create = async (fields: NewApplication) => {
    if (!userId) return;
    const id = await createApplication(userId, { ...APPLICATION_DEFAULTS, ...fields });
    void navigate(paths.application.getHref(id));
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={2.5}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <Typography variant="h1" sx={{ typography: 'h4' }}>
            {t('title')}
          </Typography>
          {/* Held in its place, unseen, until there is a CV to apply with: the header never grows. */}
          {!adding ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={startAdding}
              sx={choices.length ? undefined : { visibility: 'hidden' }}
            >
              {t('add')}
            </Button>
          ) : null}
        </Stack>
        <Typography color="text.secondary">{t('intro')}</Typography>
        {applications !== undefined && !choices.length ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" component={RouterLink} to={paths.wizard.getHref()}>
                {t('makeCv')}
              </Button>
            }
          >
            {t('needsCv')}
          </Alert>
        ) : null}
        {upgrade ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" href={paths.pricing.getHref()}>
                {t('plans')}
              </Button>
            }
          >
            {t('planLimit')}
          </Alert>
        ) : null}
        {adding && choices.length ? (
          <NewApplicationForm
            cvs={choices}
            sharedAd={sharedAd}
            onCreate={create}
            onCancel={stopAdding}
          />
        ) : null}
        {applications === undefined ? (
          <Stack spacing={1.5} role="status" aria-label={t('loading')}>
            <Skeleton variant="rounded" height={88} />
            <Skeleton variant="rounded" height={88} />
          </Stack>
        ) : applications.length === 0 ? (
          adding ? null : (
            <Typography>{t('empty')}</Typography>
          )
        ) : (
          APPLICATION_STATUSES.map((status) => {
            const group = applications.filter((a) => a.doc.status === status);
            if (!group.length) return null;
            return (
              <Stack
                key={status}
                component="section"
                spacing={1.25}
                aria-labelledby={`status-${status}`}
              >
                <Typography
                  id={`status-${status}`}
                  variant="h2"
                  sx={{ typography: 'subtitle1', fontWeight: 600 }}
                >
                  {t('group', { status: t(`statuses.${status}`), count: group.length })}
                </Typography>
                {group.map((application) => (
                  <ApplicationCard key={application.id} application={application} format={format} />
                ))}
              </Stack>
            );
          })
        )}
      </Stack>
    </Container>
  );
}

function ApplicationCard({
  application: { id, doc, status },
  format,
}: {
  application: LocalApplication;
  format: (day: string) => string;
}) {
  const { t } = useTranslation('applications');
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={paths.application.getHref(id)}>
        <CardContent>
          <Typography variant="h3" sx={{ typography: 'subtitle1', fontWeight: 600 }}>
            {doc.company}
          </Typography>
          <Typography color="text.secondary">{doc.role || t('noRole')}</Typography>
          {doc.follow_up_on ? (
            <Typography variant="body2">
              {t('followUpOn', { date: format(doc.follow_up_on) })}
            </Typography>
          ) : null}
          {status.state === 'saved' ? null : <CvSyncStatus status={status} dense />}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

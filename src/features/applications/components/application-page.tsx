/**
 * /applications/{id}: one application, where it stands, its follow-up (to the phone's calendar),
 * the owner's notes, and its version of the CV with the ad's suggestions. Every change is on the
 * phone at once and sent when it can be (src/lib/cv-store).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventIcon from '@mui/icons-material/EventOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useApplicationsFromServer } from '@/api/applications';
import { CvSyncStatus } from '@/components/cv-sync-status';
import { QuestionDialog } from '@/components/question-dialog';
import { paths } from '@/config/paths';
import {
  APPLICATION_STATUSES,
  applicationFieldsSchema,
  type ApplicationStatus,
} from '@/domain/applications';
import { reminderIcs, reminderWords } from '@/domain/reminder-ics';
import { applicationStore } from '@/lib/cv-store/cv-store';
import type { ApplicationDoc } from '@/lib/cv-store/kinds';
import {
  removeApplication,
  saveApplication,
  useLocalApplication,
  type LocalApplication,
} from '@/lib/cv-store/use-local-applications';
import { saveFile } from '@/lib/download';
import { useKeepScreen } from '@/lib/kept-screen';
import { useAtomValue, userIdAtom } from '@/lib/state';
import { toast } from '@/lib/toast';
import { runtimeKeys } from '@/lib/translate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MULTILINE_ROWS, TEXT_FIELDS } from './application-fields';
import { CommittedDay, CommittedText } from './committed-field';
import { CoverLetter } from './cover-letter';
import { VersionEditor } from './version-editor';

const rules = applicationFieldsSchema.shape;

export function ApplicationPage() {
  const { t } = useTranslation('applications');
  const { applicationId = '' } = useParams();
  const userId = useAtomValue(userIdAtom);
  useApplicationsFromServer();
  const application = useLocalApplication(applicationId);
  useDocumentTitle(application ? application.doc.company : t('title'));
  useKeepScreen(application !== undefined);

  const save = (change: (doc: ApplicationDoc) => ApplicationDoc) => {
    if (userId) void saveApplication(userId, applicationId, change);
  };
  const set =
    <K extends keyof ApplicationDoc>(key: K) =>
    (value: ApplicationDoc[K]) =>
      save((doc) => ({ ...doc, [key]: value }));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={2.5}>
        <Button
          component={RouterLink}
          to={paths.applications.getHref()}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('back')}
        </Button>
        {application === undefined ? (
          <Stack spacing={1.5} role="status" aria-label={t('loading')}>
            <Skeleton variant="text" height={48} width="60%" />
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        ) : application === null ? (
          <Alert severity="info">{t('notFound')}</Alert>
        ) : (
          <>
            <div>
              <Typography variant="h1" sx={{ typography: 'h4' }}>
                {application.doc.company}
              </Typography>
              {application.doc.role ? (
                <Typography color="text.secondary">{application.doc.role}</Typography>
              ) : null}
            </div>
            <SyncLine application={application} />
            <TextField
              select
              label={t('form.status')}
              value={application.doc.status}
              onChange={(e) => set('status')(e.target.value as ApplicationStatus)}
            >
              {APPLICATION_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`statuses.${status}`)}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={1.5}>
              <CommittedDay
                label={t('form.appliedOn')}
                value={application.doc.applied_on}
                rule={rules.applied_on}
                onCommit={set('applied_on')}
              />
              <CommittedDay
                label={t('form.followUpOn')}
                value={application.doc.follow_up_on}
                rule={rules.follow_up_on}
                onCommit={set('follow_up_on')}
              />
            </Stack>
            <ReminderButton application={application} />
            <VersionEditor application={application} />
            <CoverLetter application={application} />
            <Typography variant="h2" sx={{ typography: 'h6' }}>
              {t('form.details')}
            </Typography>
            {TEXT_FIELDS.map((field) => (
              <CommittedText
                key={field.key}
                label={t(field.label)}
                value={application.doc[field.key]}
                rule={rules[field.key]}
                onCommit={set(field.key)}
                max={field.max}
                kind={'kind' in field ? field.kind : 'text'}
                {...('kind' in field && field.kind === 'multiline' && MULTILINE_ROWS)}
                helperText={'help' in field ? t(field.help) : undefined}
                required={'required' in field}
              />
            ))}
            <DeleteButton application={application} />
          </>
        )}
      </Stack>
    </Container>
  );
}

/** Where the application stands; on two devices' differing changes, the owner's word. */
function SyncLine({ application }: { application: LocalApplication }) {
  const { t } = useTranslation('applications');
  const userId = useAtomValue(userIdAtom);
  const { status, record } = application;
  if (status.state === 'saved' || !userId) return <CvSyncStatus status={status} dense />;
  if (status.state === 'asks') {
    const choose = (choice: 'mine' | 'theirs') =>
      void applicationStore.resolve(
        userId,
        record.id,
        status.questions.map(() => choice),
      );
    return (
      <Alert
        severity="warning"
        action={
          <Stack spacing={0.5}>
            <Button color="inherit" size="small" onClick={() => choose('mine')}>
              {t('syncing.keepMine')}
            </Button>
            <Button color="inherit" size="small" onClick={() => choose('theirs')}>
              {t('syncing.takeTheirs')}
            </Button>
          </Stack>
        }
      >
        {t('syncing.asks')}
      </Alert>
    );
  }
  if (status.state === 'gone')
    return (
      <Alert
        severity="warning"
        action={
          <Stack spacing={0.5}>
            <Button
              color="inherit"
              size="small"
              onClick={() => void applicationStore.settleGone(userId, record.id, true)}
            >
              {t('syncing.goneKeep')}
            </Button>
            <Button
              color="inherit"
              size="small"
              onClick={() => void applicationStore.settleGone(userId, record.id, false)}
            >
              {t('syncing.goneLetGo')}
            </Button>
          </Stack>
        }
      >
        <CvSyncStatus status={status} dense />
      </Alert>
    );
  return <CvSyncStatus status={status} dense />;
}

/** The follow-up as a calendar file, made on the phone: it works offline too. */
function ReminderButton({ application }: { application: LocalApplication }) {
  const { t } = useTranslation('applications');
  const { doc, id } = application;
  const add = () => {
    const words = reminderWords(doc, runtimeKeys(t, 'applications'));
    const ics = reminderIcs({ ...doc, uuid: id }, words, window.location.host, new Date());
    if (ics) saveFile(new Blob([ics], { type: 'text/calendar' }), 'follow-up.ics');
  };
  return doc.follow_up_on ? (
    <Button
      variant="outlined"
      startIcon={<EventIcon />}
      onClick={add}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('reminder.add')}
    </Button>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {t('reminder.none')}
    </Typography>
  );
}

function DeleteButton({ application }: { application: LocalApplication }) {
  const { t } = useTranslation('applications');
  const userId = useAtomValue(userIdAtom);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = async () => {
    if (userId) await removeApplication(userId, application.id);
    toast.success(t('remove.done'));
    void navigate(paths.applications.getHref());
  };
  return (
    <>
      <Button color="error" onClick={() => setAsking(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('remove.button')}
      </Button>
      {asking ? (
        <QuestionDialog
          title={t('remove.question', { company: application.doc.company })}
          body={t('remove.body')}
          busy={false}
          onClose={() => setAsking(false)}
          answers={[
            { label: t('remove.cancel'), onClick: () => setAsking(false) },
            {
              label: t('remove.confirm'),
              color: 'error',
              variant: 'contained',
              onClick: () => void remove(),
            },
          ]}
        />
      ) : null}
    </>
  );
}

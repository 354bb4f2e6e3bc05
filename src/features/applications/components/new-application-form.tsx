/**
 * A new application: the job's company and role, the ad's text (pasted, or shared to the app),
 * its link and the CV its version is made of. It is on the phone at once, online or not.
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '@/components/fields';
import { APPLICATION_DEFAULTS, applicationCreateSchema } from '@/domain/applications';
import { LIMITS } from '@/domain/limits';
import { issueMessage } from '@/domain/validation-messages';
import { runtimeKeys } from '@/lib/translate';

export interface CvChoice {
  id: string;
  name: string;
}

export interface NewApplication {
  company: string;
  role: string;
  job_ad: string;
  url: string;
  cv: string;
}

export function NewApplicationForm({
  cvs,
  sharedAd,
  onCreate,
  onCancel,
}: {
  cvs: readonly CvChoice[];
  /** A job ad's text or link shared to the app. */
  sharedAd: string | null;
  onCreate: (application: NewApplication) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['applications', 'common']);
  const sharedLink = sharedAd && /^https?:\/\/\S+$/.test(sharedAd.trim()) ? sharedAd.trim() : '';
  const [fields, setFields] = useState<NewApplication>({
    company: '',
    role: '',
    job_ad: sharedLink ? '' : (sharedAd ?? ''),
    url: sharedLink,
    cv: cvs[0]?.id ?? '',
  });
  const [problems, setProblems] = useState<Partial<Record<keyof NewApplication, string>>>({});
  const set = (key: keyof NewApplication) => (value: string) =>
    setFields((now) => ({ ...now, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = applicationCreateSchema.safeParse({ ...APPLICATION_DEFAULTS, ...fields });
    if (!checked.success) {
      const found: Partial<Record<keyof NewApplication, string>> = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof NewApplication;
        found[key] ??= issueMessage(issue, runtimeKeys(t, 'common'));
      }
      setProblems(found);
      return;
    }
    onCreate({ ...fields, url: checked.data.url });
  };

  return (
    <Card variant="outlined" component="form" noValidate onSubmit={submit}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" sx={{ typography: 'h6' }}>
            {t('form.newTitle')}
          </Typography>
          {sharedAd ? (
            <Typography variant="body2" color="text.secondary">
              {t('form.sharedAd')}
            </Typography>
          ) : null}
          <FormTextInput
            label={t('form.company')}
            value={fields.company}
            onValueChange={set('company')}
            max={LIMITS.shortText}
            problem={problems.company}
            required
            autoFocus
          />
          <FormTextInput
            label={t('form.role')}
            value={fields.role}
            onValueChange={set('role')}
            max={LIMITS.shortText}
            problem={problems.role}
          />
          <FormTextInput
            label={t('form.jobAd')}
            value={fields.job_ad}
            onValueChange={set('job_ad')}
            max={LIMITS.jobAd}
            kind="multiline"
            minRows={3}
            maxRows={10}
            helperText={t('form.jobAdHelp')}
            problem={problems.job_ad}
          />
          <FormTextInput
            label={t('form.url')}
            value={fields.url}
            onValueChange={set('url')}
            max={LIMITS.url}
            kind="url"
            problem={problems.url}
          />
          {cvs.length > 1 ? (
            <TextField
              select
              label={t('form.cv')}
              value={fields.cv}
              onChange={(e) => set('cv')(e.target.value)}
            >
              {cvs.map((cv) => (
                <MenuItem key={cv.id} value={cv.id}>
                  {cv.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>{t('form.cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('form.create')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

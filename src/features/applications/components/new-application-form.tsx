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
import { issueMessage } from '@/domain/validation-messages';
import { runtimeKeys } from '@/lib/translate';
import { MULTILINE_ROWS, TEXT_FIELDS } from './application-fields';

/** What a new application asks: the job, and its CV (notes come later, on its page). */
type AskedField = Exclude<(typeof TEXT_FIELDS)[number], { key: 'notes' }>;
const NEW_FIELDS = TEXT_FIELDS.filter((field): field is AskedField => field.key !== 'notes');

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
          {NEW_FIELDS.map((field) => (
            <FormTextInput
              key={field.key}
              label={t(field.label)}
              value={fields[field.key]}
              onValueChange={set(field.key)}
              max={field.max}
              kind={'kind' in field ? field.kind : 'text'}
              {...('kind' in field && field.kind === 'multiline' && MULTILINE_ROWS)}
              helperText={'help' in field ? t(field.help) : undefined}
              problem={problems[field.key]}
              required={'required' in field}
              autoFocus={field.key === 'company'}
            />
          ))}
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

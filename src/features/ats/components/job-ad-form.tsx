/**
 * "Compare with a job ad": the ad pasted in, compared (by the server for the owner's CV, in the
 * browser on the public checker), and the ad's important words the CV has and lacks. What was
 * pasted stays in the field whatever happens.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, FormAlert, FormTextField, showFailure, useZodForm } from '@/components/form';
import { jobAdSchema } from '@/domain/ats/answer';
import type { KeywordMatch } from '@/domain/ats/keywords';
import { LIMITS } from '@/domain/limits';
import { failureWords } from '@/lib/failure-words';
import { KeywordLists } from './keyword-lists';

const adSchema = jobAdSchema.pick({ job_ad: true });

export function JobAdForm({
  compare,
  onMatch,
}: {
  compare: (ad: string) => Promise<KeywordMatch>;
  /** The latest match (null when the ad changes), so the text can mark what was found. */
  onMatch: (match: KeywordMatch | null) => void;
}) {
  const { t } = useTranslation(['ats', 'common']);
  const id = useId();
  const form = useZodForm(adSchema, { defaultValues: { job_ad: '' } });
  const ad = useWatch({ control: form.control, name: 'job_ad' });
  const [match, setMatch] = useState<KeywordMatch | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async ({ job_ad }: { job_ad: string }) => {
    setBusy(true);
    try {
      const found = await compare(job_ad);
      setMatch(found);
      onMatch(found);
    } catch (error) {
      showFailure(form, error, failureWords(t('jobAd.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {t('jobAd.title')}
      </Typography>
      <Typography color="text.secondary">{t('jobAd.intro')}</Typography>
      <Form form={form} onSubmit={submit} aria-labelledby={id}>
        <Stack spacing={1.5}>
          <FormAlert control={form.control} />
          <FormTextField
            control={form.control}
            name="job_ad"
            label={t('jobAd.label')}
            multiline
            minRows={5}
            maxRows={14}
            helperText={`${ad.length} / ${LIMITS.jobAd}`}
            slotProps={{ htmlInput: { maxLength: LIMITS.jobAd } }}
          />
          <Button
            type="submit"
            variant="contained"
            loading={busy}
            loadingPosition="start"
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
          >
            {busy ? t('jobAd.comparing') : t('jobAd.submit')}
          </Button>
        </Stack>
      </Form>
      {match ? <KeywordLists match={match} /> : null}
    </Stack>
  );
}

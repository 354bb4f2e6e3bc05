/**
 * "Import from LinkedIn": LinkedIn's data export (its ZIP, or the CSV files in it) read on the
 * device, so nothing is uploaded and it works offline. What was found is shown to choose from (a CV
 * holds three skills: which three), then laid over the draft, and whatever did not fit is listed.
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkedInImport as Found } from '@/domain/linkedin';
import { LIMITS } from '@/domain/limits';
import { runtimeKeys } from '@/lib/translate';
import { useDraft } from '../state/draft-state';
import { chosenImport, LINKEDIN_PARTS, type LinkedInPart } from './linkedin-choice';
import { FileSource } from './file-source';
import { ImportOutcomeAlert, type ImportOutcome } from './import-outcome';
import { linkedInLeftOutText } from './linkedin-left-out-text';

const MEGABYTE = 1024 * 1024;

interface Review {
  file: string;
  found: Found;
  parts: Set<LinkedInPart>;
  skills: string[];
  /** Every skill the export names, the CV's three first. */
  allSkills: string[];
}

export function LinkedInImport() {
  const { t } = useTranslation('wizardEnds');
  const translate = runtimeKeys(t);
  const { draft, update } = useDraft();
  const [review, setReview] = useState<Review>();
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [reading, setReading] = useState(false);
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));

  const problem = (key: string, params: Record<string, unknown> = {}) =>
    setOutcome({ kind: 'problem', text: translate(`wizardEnds:linkedin.problems.${key}`, params) });

  const read = async (files: File[]) => {
    setOutcome(undefined);
    const zip = files.find((file) => /\.zip$/i.test(file.name) || file.type.includes('zip'));
    // Refused before a byte is read: a 200 MB file is not LinkedIn's export.
    if (zip && zip.size > LIMITS.linkedInZipBytes)
      return problem('too_large', { max: LIMITS.linkedInZipBytes / MEGABYTE });
    const large = files.find((file) => !zip && file.size > LIMITS.linkedInCsvBytes);
    if (large)
      return problem('csv_too_large', {
        file: large.name,
        max: LIMITS.linkedInCsvBytes / MEGABYTE,
      });
    setReading(true);
    try {
      const linkedIn = await import('@/domain/linkedin');
      const files_ = zip
        ? linkedIn.readLinkedInZip(new Uint8Array(await zip.arrayBuffer()))
        : linkedIn.readLinkedInCsvs(
            await Promise.all(
              files.map(async (file) => ({ name: file.name, text: await file.text() })),
            ),
          );
      if ('problem' in files_)
        return problem(files_.problem, { max: LIMITS.linkedInZipBytes / MEGABYTE });
      const found = linkedIn.fromLinkedIn(files_, draft?.language ?? 'en');
      const skills = found.cv.skills.map((skill) => skill.skill_name);
      const more = found.leftOut.flatMap((item) => (item.kind === 'skills' ? item.names : []));
      setReview({
        file: zip?.name ?? files.map((file) => file.name).join(', '),
        found,
        parts: new Set(LINKEDIN_PARTS),
        skills,
        allSkills: [...skills, ...more],
      });
    } catch {
      problem('unreadable');
    } finally {
      setReading(false);
    }
  };

  const apply = (chosen: Review) => {
    const { fields, leftOut } = chosenImport(
      chosen.found,
      chosen.parts,
      chosen.skills,
      chosen.allSkills,
    );
    update(fields);
    setOutcome({
      kind: 'done',
      text: t('linkedin.done', { file: chosen.file }),
      leftOut: leftOut.map((item) => linkedInLeftOutText(item, translate)),
    });
    setReview(undefined);
  };

  const toggle = (part: LinkedInPart) =>
    setReview((current) => {
      if (!current) return current;
      const parts = new Set(current.parts);
      if (parts.has(part)) parts.delete(part);
      else parts.add(part);
      return { ...current, parts };
    });

  const toggleSkill = (name: string) =>
    setReview((current) => {
      if (!current) return current;
      const chosen = current.skills.includes(name)
        ? current.skills.filter((skill) => skill !== name)
        : [...current.skills, name].slice(0, LIMITS.skills);
      return { ...current, skills: chosen };
    });

  const count = (part: LinkedInPart) => (part === 'profile' ? 1 : (review?.found.found[part] ?? 0));

  return (
    <FileSource
      title={t('linkedin.title')}
      body={t('linkedin.body')}
      choose={t('linkedin.choose')}
      reading={reading ? t('linkedin.reading') : undefined}
      accept=".zip,.csv,application/zip,text/csv"
      multiple
      onFiles={(files) => void read(files)}
    >
      <ImportOutcomeAlert outcome={outcome} />
      <Dialog
        open={review !== undefined}
        onClose={() => setReview(undefined)}
        fullScreen={phone}
        aria-labelledby={`${titleId}-review`}
      >
        <DialogTitle id={`${titleId}-review`}>{t('linkedin.reviewTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t('linkedin.reviewBody')}</DialogContentText>
          <FormGroup>
            {LINKEDIN_PARTS.filter((part) => count(part) > 0).map((part) => (
              <FormControlLabel
                key={part}
                control={
                  <Checkbox
                    checked={review?.parts.has(part) ?? false}
                    onChange={() => toggle(part)}
                  />
                }
                label={translate(`wizardEnds:linkedin.sections.${part}`, { count: count(part) })}
              />
            ))}
          </FormGroup>
          {review && review.parts.has('skills') && review.allSkills.length > LIMITS.skills ? (
            <FormGroup
              role="group"
              aria-label={t('linkedin.skillsPick', {
                max: LIMITS.skills,
                chosen: review.skills.length,
              })}
              sx={{ pl: 4 }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ my: 0.5 }}>
                {t('linkedin.skillsPick', { max: LIMITS.skills, chosen: review.skills.length })}
              </Typography>
              {review.allSkills.map((name) => (
                <FormControlLabel
                  key={name}
                  control={
                    <Checkbox
                      size="small"
                      checked={review.skills.includes(name)}
                      disabled={
                        !review.skills.includes(name) && review.skills.length >= LIMITS.skills
                      }
                      onChange={() => toggleSkill(name)}
                    />
                  }
                  label={name}
                />
              ))}
            </FormGroup>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReview(undefined)}>{t('linkedin.cancel')}</Button>
          <Button variant="contained" onClick={() => review && apply(review)}>
            {t('linkedin.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </FileSource>
  );
}

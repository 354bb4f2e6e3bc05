/**
 * A reading as the owner's check and the public checker both show it: the score, what to fix,
 * the sections found, a job ad to compare, and the text as read with the ad's words marked.
 */
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import type { AtsReading } from '@/domain/ats/check';
import { keywordRanges, type KeywordMatch } from '@/domain/ats/keywords';
import { AtsProblems } from './ats-problems';
import { AtsScore } from './ats-score';
import { FoundSections } from './found-sections';
import { JobAdForm } from './job-ad-form';
import { ReadText } from './read-text';

export function AtsReport({
  reading,
  compare,
}: {
  reading: AtsReading;
  compare: (ad: string) => Promise<KeywordMatch>;
}) {
  const [match, setMatch] = useState<KeywordMatch | null>(null);
  const marks = useMemo(
    () => (match ? keywordRanges(reading.text, match.found, match.language) : []),
    [match, reading.text],
  );
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <AtsScore score={reading.score} />
      <AtsProblems problems={reading.problems} />
      <FoundSections sections={reading.sections} />
      {reading.text.trim() ? <JobAdForm compare={compare} onMatch={setMatch} /> : null}
      {reading.text.trim() ? <ReadText text={reading.text} marks={marks} /> : null}
    </Stack>
  );
}

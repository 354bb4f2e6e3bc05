/** How an import went: what was filled in and the lines of what was left out, or why it could not. */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type ImportOutcome =
  { kind: 'done'; text: string; leftOut: string[] } | { kind: 'problem'; text: string };

/** What an import cannot place, under its heading: in the review before, and in the outcome after. */
export function LeftOutList({ lines }: { lines: readonly string[] }) {
  const { t } = useTranslation('wizardEnds');
  if (!lines.length) return null;
  return (
    <>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        {t('review.leftOutTitle')}
      </Typography>
      <ul style={{ margin: '4px 0 0', paddingLeft: '1.25em' }}>
        {lines.map((line, i) => (
          <li key={i}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ImportOutcomeAlert({ outcome }: { outcome: ImportOutcome | undefined }) {
  if (!outcome) return null;
  if (outcome.kind === 'problem')
    return (
      <Alert severity="error" role="alert">
        {outcome.text}
      </Alert>
    );
  return (
    <Alert severity={outcome.leftOut.length ? 'warning' : 'success'} role="status">
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {outcome.text}
      </Typography>
      <LeftOutList lines={outcome.leftOut} />
    </Alert>
  );
}

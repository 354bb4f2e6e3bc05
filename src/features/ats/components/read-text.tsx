/** The text as a parser read it, in the file's order, with the job ad's words found in it marked. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ReadText({
  text,
  marks = [],
}: {
  text: string;
  /** Sorted, non-overlapping [start, end) ranges of the text to mark. */
  marks?: ReadonlyArray<readonly [number, number]>;
}) {
  const { t } = useTranslation('ats');
  const id = useId();
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return (
    <Stack spacing={1}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {t('text.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('text.hint')}
      </Typography>
      <Box
        data-testid="ats-text"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.85rem',
          lineHeight: 1.55,
          p: 2,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          maxHeight: '28rem',
          overflowY: 'auto',
          '& mark': { bgcolor: '#fff1a8', color: 'inherit', borderRadius: '2px' },
        }}
        tabIndex={0}
        role="region"
        aria-labelledby={id}
      >
        {parts}
      </Box>
    </Stack>
  );
}

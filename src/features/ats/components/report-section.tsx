/** A part of the ATS report under its own heading, which names it for a screen reader. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

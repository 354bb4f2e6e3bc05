/** A notice on the account page with what can be done about it (a small button) under its text. */
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export function ActionNotice({
  severity,
  children,
}: {
  severity: AlertColor;
  children: ReactNode;
}) {
  return (
    <Alert severity={severity}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {children}
      </Stack>
    </Alert>
  );
}

/** The notice's button, in the notice's own colour. */
export function NoticeButton(props: Omit<ButtonProps, 'color' | 'variant' | 'size'>) {
  return <Button color="inherit" variant="outlined" size="small" {...props} />;
}

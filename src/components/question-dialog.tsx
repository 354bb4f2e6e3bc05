/** A dialog that asks one question and is answered by its buttons, none of which works while one runs. */
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export interface QuestionAnswer extends Pick<ButtonProps, 'color' | 'variant'> {
  label: ReactNode;
  onClick: () => void;
}

export function QuestionDialog({
  title,
  body,
  busy,
  onClose,
  answers,
}: {
  title: string;
  body: ReactNode;
  busy: boolean;
  /** Escape and a click beside the dialog; without it the question must be answered. */
  onClose?: () => void;
  answers: readonly QuestionAnswer[];
}) {
  const id = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`}>{body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {answers.map(({ label, ...answer }, index) => (
          <Button key={index} {...answer} disabled={busy}>
            {label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}

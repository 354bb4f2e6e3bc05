/** What every dialog is given by the screen that opens it: whether it shows, and what closes it. */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
}

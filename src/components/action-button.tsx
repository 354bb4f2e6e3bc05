import Button, { type ButtonProps } from '@mui/material/Button';
import type { MenuAction } from './actions-menu';

/** An action of a "⋮" menu (actions-menu-list.tsx) drawn as a button, where the row has room. */
export function ActionButton({
  action,
  variant,
}: {
  action: MenuAction;
  variant?: ButtonProps['variant'];
}) {
  return (
    <Button
      variant={variant}
      startIcon={action.icon}
      href={action.href}
      onClick={action.onClick}
      loading={action.busy}
      loadingPosition="start"
    >
      {action.label}
    </Button>
  );
}

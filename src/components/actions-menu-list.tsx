/** The "⋮" button's menu (src/components/actions-menu.tsx), loaded when it is first opened. */
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { LinkBehavior } from './link-behavior';

export interface MenuAction {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  /** A screen of the app (or another address) the item opens, as a link. */
  href?: string;
  /** Drawn in the error colour: it takes something away. */
  danger?: boolean;
  /** Its work is under way: the item waits (a spinner, not chosen again) and so does "⋮". */
  busy?: boolean;
}

export function ActionsMenuList({
  id,
  anchor,
  actions,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  actions: MenuAction[];
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {actions.flatMap((action, index) => {
        const colour = action.danger ? { color: 'error.main' } : undefined;
        const content = (
          <>
            <ListItemIcon sx={colour}>
              {action.busy ? <CircularProgress size={20} /> : action.icon}
            </ListItemIcon>
            <ListItemText>{action.label}</ListItemText>
          </>
        );
        const choose = () => {
          onClose();
          action.onClick?.();
        };
        // What takes something away stands apart from the rest.
        const apart =
          action.danger && index > 0 && !actions[index - 1]!.danger
            ? [<Divider key={`${action.label}-apart`} />]
            : [];
        return [
          ...apart,
          action.href ? (
            <MenuItem
              key={action.label}
              component={LinkBehavior}
              href={action.href}
              onClick={choose}
              sx={colour}
            >
              {content}
            </MenuItem>
          ) : (
            <MenuItem key={action.label} disabled={action.busy} onClick={choose} sx={colour}>
              {content}
            </MenuItem>
          ),
        ];
      })}
    </Menu>
  );
}

import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import type { MenuAction } from './actions-menu-list';
import { lazyWhenOpened } from './lazy-when-opened';

export type { MenuAction } from './actions-menu-list';

const loadList = () => import('./actions-menu-list');
// The menu (MUI's Menu, Popover, list items) loads when first wanted, not with the screen.
const ActionsMenuList = lazyWhenOpened(async () => (await loadList()).ActionsMenuList);

/** A "⋮" button whose menu holds the actions that do not earn a button of their own. */
export function ActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const busy = actions.some((action) => action.busy);
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-busy={busy || undefined}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      {busy ? (
        <CircularProgress
          size={40}
          thickness={2}
          aria-hidden
          sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
        />
      ) : null}
      <ActionsMenuList
        open={anchor !== null}
        id={menuId}
        anchor={anchor}
        actions={actions}
        onClose={() => setAnchor(null)}
      />
    </Box>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import type { DialogProps } from '@/components/dialog-props';

/** The phone's menu: the top bar's items, stacked in a drawer from the right. */
export function NavDrawer({ open, onClose, children }: DialogProps & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} id="mobile-menu">
      <Box sx={{ width: 280, p: 2 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Logo />
          <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Stack
          component="nav"
          aria-label={t('nav.mainNavigation')}
          spacing={1}
          sx={{ alignItems: 'stretch', '& .MuiButton-root': { justifyContent: 'flex-start' } }}
        >
          {children}
        </Stack>
      </Box>
    </Drawer>
  );
}

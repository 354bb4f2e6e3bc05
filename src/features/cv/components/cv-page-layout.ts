/**
 * The CV page's measures, shared by the page and its skeleton (cv-page-skeleton.tsx), so that the
 * CV drawn over the skeleton lands where the skeleton's paper was.
 */
import type { SxProps, Theme } from '@mui/material/styles';

export const PAGE_SX: SxProps<Theme> = { py: { xs: 2, md: 4 }, bgcolor: 'grey.100', flex: 1 };

export const TOOLBAR_SX: SxProps<Theme> = {
  gap: 1,
  flexWrap: 'wrap',
  alignItems: 'center',
  mb: 2,
};

/** The CV's title, the toolbar's first line. */
export const TITLE_SX: SxProps<Theme> = { fontSize: '1.25rem', flex: '1 1 100%', mb: 0.5 };

/** The paper the CV is drawn on. */
export const SHEET_SX = {
  bgcolor: 'background.paper',
  borderRadius: 2,
  overflow: 'hidden',
  boxShadow: 1,
} as const;

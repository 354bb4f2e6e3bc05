import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface IconTileProps {
  children: ReactNode;
  size?: number;
  /** `soft`: a light tile of the brand colour; `solid`: a filled disc (e.g. a step's number). */
  variant?: 'soft' | 'solid';
}

/** An icon or a number on a tile of the brand colour, beside or above a short text. */
export function IconTile({ children, size = 40, variant = 'soft' }: IconTileProps) {
  const solid = variant === 'solid';
  return (
    <Box
      aria-hidden
      sx={{
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        width: size,
        height: size,
        borderRadius: solid ? '50%' : '12px',
        color: solid ? 'primary.contrastText' : 'primary.main',
        bgcolor: (theme) =>
          solid ? theme.palette.primary.main : alpha(theme.palette.primary.main, 0.08),
        fontWeight: 800,
      }}
    >
      {children}
    </Box>
  );
}

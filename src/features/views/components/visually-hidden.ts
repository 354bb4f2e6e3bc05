/**
 * Out of sight but read by screen readers: a table that says what a chart beside it draws. Sizes
 * in pixels as strings: in `sx` a width of 1 means 100%, and a margin of -1 a spacing unit.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The look of a field edited in place in a template. Inputs take the template's own font and colour
 * on a see-through background, so every template keeps the contrast it has when read; only a
 * dashed outline in the text's colour marks them.
 */
export const inputLook = {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  textAlign: 'inherit',
  lineHeight: 'inherit',
  background: 'transparent',
  border: 0,
  margin: 0,
  borderRadius: '4px',
  outline: '1px dashed color-mix(in srgb, currentColor 60%, transparent)',
  outlineOffset: '1px',
  '&:focus': { outline: '2px solid currentColor' },
  '&[aria-invalid="true"]': { outline: '2px solid #d32f2f' },
  // A text still to translate shows the main text here, dimmed.
  '&::placeholder': { color: 'inherit', opacity: 0.55, fontStyle: 'italic' },
} as const;

/**
 * A text field that grows with its text, in width up to its column and then in height, so no text
 * is ever cut: a hidden copy of the value sizes the grid cell the textarea fills (works without
 * `field-sizing`, which not every phone browser has).
 */
export const growSx = {
  display: 'inline-grid',
  maxWidth: '100%',
  verticalAlign: 'top',
  '&::after, & > textarea': {
    gridArea: '1 / 1 / 2 / 2',
    font: 'inherit',
    letterSpacing: 'inherit',
    textTransform: 'inherit',
    lineHeight: 'inherit',
    padding: '0 3px',
    minWidth: '3ch',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  '&::after': { content: 'attr(data-value) " "', visibility: 'hidden' },
  '& > textarea': { ...inputLook, resize: 'none', overflow: 'hidden', width: '100%' },
} as const;

/**
 * What is said under a field edited in place (its problem, a translation's state) sits on its own
 * light background in the app's font, whatever the template's, so it reads everywhere.
 */
export const fieldNoteSx = {
  width: 'fit-content',
  maxWidth: '100%',
  mt: 0.5,
  px: 0.75,
  py: 0.25,
  borderRadius: 1,
  font: '600 12.5px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  letterSpacing: 'normal',
  textTransform: 'none',
  textAlign: 'left',
  fontStyle: 'normal',
} as const;

export const problemSx = {
  ...fieldNoteSx,
  display: 'block',
  bgcolor: '#fff',
  color: '#b3261e',
} as const;

/**
 * Layout the templates get only while edited (the public look is the templates' own): the two
 * month fields of an entry on a line of their own that wraps, never wider than the column, each
 * as tall as a month field anywhere else in the app.
 */
export const editModeSx = {
  '& .cv-entry-head': { flexWrap: 'wrap' },
  '& .cv-dates': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '0 8px',
    flex: '1 1 100%',
    minWidth: 0,
    whiteSpace: 'normal',
  },
  // The templates size every box border-box; MUI's inputs count their padding outside their height,
  // and squeezed inside it a month field's text and label ran over its border.
  '& .MuiInputBase-input': { boxSizing: 'content-box' },
} as const;

/**
 * Layout the templates get only while edited (the public look is the templates' own): the two
 * month fields of an entry on a line of their own that wraps, never wider than the column.
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
} as const;

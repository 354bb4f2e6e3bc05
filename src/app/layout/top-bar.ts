/** The top bar's height (px) on a phone and from MUI's `md` on; it stays on screen (sticky). */
export const TOP_BAR_HEIGHT = { xs: 60, md: 68 } as const;

/**
 * Set on the root element while it shows a screen as it was last drawn on this device (the owner's
 * data included), before the app has loaded: the app then draws the screen apart and puts it in its
 * place once the screen shows the data again (src/owner-shell.ts, src/lib/kept-screen.ts).
 */
export const KEPT_SCREEN_ATTRIBUTE = 'data-kept-screen';

/** The style element that carries the kept screen's styles, removed with it. */
export const KEPT_SCREEN_STYLE_ID = 'kept-screen-style';

/**
 * On an element of an owner screen's drawn shell that is the screen itself rather than its skeleton
 * (the wizard's first step, the same for every new CV): it stands in like a kept screen, still until
 * the app's own screen is ready to take its place.
 */
export const STAND_IN_ATTRIBUTE = 'data-stand-in';

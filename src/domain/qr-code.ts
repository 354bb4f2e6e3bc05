/**
 * How the CV's QR code is drawn, in the share panel and on the PDF alike: error correction Q (a
 * quarter of the code may be smudged or glared) and the standard four-module quiet zone, so a phone
 * held up at a fair reads it from a printout or a screen.
 */
export const QR_OPTIONS = { errorCorrectionLevel: 'Q', margin: 4 } as const;

/** The PNG download's side in pixels: sharp when printed on a poster or a roll-up. */
export const QR_PNG_WIDTH = 1024;

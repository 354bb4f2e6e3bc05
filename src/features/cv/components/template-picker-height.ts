/**
 * The edit mode's row of template cards, in px: a card (a 96 px wide drawing, its name and "No
 * photo" under it) and the row's scroll room. The row is at least this tall, and the place held
 * for it while its code loads is this tall, so nothing below it moves when it comes.
 */
export const TEMPLATE_PICKER_HEIGHT = 170;

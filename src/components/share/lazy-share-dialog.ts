/** The share dialog, loaded when first opened: its panel, QR code and fields are not a screen's first load. */
import { lazyWhenOpened } from '../lazy-when-opened';

export const ShareDialog = lazyWhenOpened(async () => (await import('./share-dialog')).ShareDialog);

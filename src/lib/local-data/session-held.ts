/**
 * Whether the device holds a session (the tokens the app keeps once signed in), read before the app
 * is there: by a visitor page's boot script and an owner screen's first script.
 */
import { STORAGE_KEYS } from '@/config/storage-keys';
import { deviceStrings } from './web-storage';

export function holdsSession(): boolean {
  try {
    const tokens = JSON.parse(deviceStrings.getItem(STORAGE_KEYS.auth) ?? 'null') as {
      accessToken?: unknown;
    } | null;
    return typeof tokens?.accessToken === 'string';
  } catch {
    return false;
  }
}

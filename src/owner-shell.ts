/**
 * The first script of an owner screen's drawn shell (a few hundred bytes, before the app): what the
 * device already knows goes into the shell at once. Today the owner's name in the dashboard's
 * welcome: the app draws the same words over it, so the largest text a phone paints is there
 * seconds before the app is (Lighthouse's LCP), and nothing changes when the app takes over.
 */
import { OWNER_NAME_ATTRIBUTE, OWNER_NAME_SLOT } from './config/owner-name';
import { STORAGE_KEYS } from './config/storage-keys';
import { deviceStrings } from './lib/local-data/web-storage';

const name = deviceStrings.getItem(STORAGE_KEYS.username);
if (name)
  for (const element of document.querySelectorAll(`[${OWNER_NAME_ATTRIBUTE}]`))
    element.textContent = element
      .getAttribute(OWNER_NAME_ATTRIBUTE)!
      .replace(OWNER_NAME_SLOT, name);

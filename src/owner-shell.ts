/**
 * The first script of an owner screen's drawn shell (a few hundred bytes, before the app): what the
 * device already knows goes into the shell at once. Today the name the dashboard last welcomed its
 * owner by: the app draws the same words over it, so the largest text a phone paints is there
 * seconds before the app is (Lighthouse's LCP), and nothing moves when the app takes over. A device
 * that never showed the dashboard keeps the shell's plain welcome.
 */
import { OWNER_NAME_ATTRIBUTE, OWNER_NAME_SLOT } from './config/owner-name';
import { keptGreeting } from './lib/local-data/greeting';

const name = keptGreeting();
if (name)
  for (const element of document.querySelectorAll(`[${OWNER_NAME_ATTRIBUTE}]`))
    element.textContent = element
      .getAttribute(OWNER_NAME_ATTRIBUTE)!
      .replace(OWNER_NAME_SLOT, name);

/**
 * The first script of an owner screen's drawn shell (before the app): what the device already
 * knows goes into the shell at once. The screen as it last showed its owner's data here, when the
 * device kept it: its markup and styles in place of the skeleton, still (inert) until the app
 * puts the live screen in its place (src/lib/kept-screen.ts). Otherwise a screen the server drew
 * whole (the wizard's first step) is made still, and stands in the same way for someone signed in;
 * and the name the dashboard welcomes its owner by (kept since the sign-in) goes into its welcome.
 * The app draws the same words over either, so the largest text a phone paints is there seconds
 * before the app is (Lighthouse's LCP), and nothing moves when the app takes over.
 * Then, once the shell is on the screen, the app's scripts.
 */
import { APP_SCRIPTS_ID } from './config/app-scripts';
import {
  KEPT_SCREEN_ATTRIBUTE,
  KEPT_SCREEN_STYLE_ID,
  STAND_IN_ATTRIBUTE,
} from './config/kept-screen';
import {
  OWNER_NAME_ATTRIBUTE,
  OWNER_NAME_SLOT,
  OWNER_USERNAME_ATTRIBUTE,
} from './config/owner-name';
import { STORAGE_KEYS } from './config/storage-keys';
import { keptGreeting } from './lib/local-data/greeting';
import { stillScreen } from './lib/still-screen';
import { holdsSession } from './lib/local-data/session-held';
import { deviceStrings } from './lib/local-data/web-storage';
import { keptAddress, keptScreen } from './lib/local-data/kept-screens';

/**
 * The kept markup as elements, parsed where nothing runs (a template) and with nothing that could
 * run once shown: it was the app's own screen, but a screen's text went through a serializer and a
 * parser, and a round trip is how markup that was harmless becomes harmful.
 */
function inertCopy(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  const { content } = template;
  for (const element of content.querySelectorAll('script, iframe, object, embed, base, meta, link'))
    element.remove();
  for (const element of content.querySelectorAll('*'))
    for (const { name, value } of [...element.attributes])
      if (
        /^on/i.test(name) ||
        (/(href|src|action)$/i.test(name) && !/^(\/|#|https?:|data:image\/)/i.test(value.trim()))
      )
        element.removeAttribute(name);
  return content;
}

/** The screen on `root` stands in: still, and out of the accessibility tree, until the app's replaces it. */
function standIn(root: HTMLElement) {
  root.inert = true;
  // inert says so too, but not to every reader.
  root.setAttribute('aria-hidden', 'true');
  root.setAttribute(KEPT_SCREEN_ATTRIBUTE, '');
}

/** The words `attribute` holds, with `value` in their slot, as each such element's text. */
function fillIn(attribute: string, value: string | null) {
  if (value)
    for (const element of document.querySelectorAll(`[${attribute}]`))
      element.textContent = element.getAttribute(attribute)!.replace(OWNER_NAME_SLOT, value);
}

const root = document.getElementById('root');
const kept = root && keptScreen(keptAddress(location), document.documentElement.lang);
if (root && kept) {
  const style = document.createElement('style');
  style.id = KEPT_SCREEN_STYLE_ID;
  style.textContent = kept.css;
  document.head.append(style);
  root.replaceChildren(inertCopy(kept.html));
  standIn(root);
} else {
  // The screen itself, drawn by the server (the wizard's first step): still, and for someone
  // signed in it stands in as a kept one until the app's is ready; someone signed out is sent to
  // sign in, which the app draws over it at once.
  const signedIn = holdsSession();
  if (root?.querySelector(`[${STAND_IN_ATTRIBUTE}]`)) {
    stillScreen(root);
    if (signedIn) standIn(root);
  }
  fillIn(OWNER_NAME_ATTRIBUTE, keptGreeting());
  fillIn(OWNER_USERNAME_ATTRIBUTE, signedIn ? deviceStrings.getItem(STORAGE_KEYS.username) : null);
}

/**
 * Preload links added in one task: each costs the phone's main thread several ms (12 at 4x CPU),
 * so the screen's sixty-odd, added at once, were a task of 800 ms that no tap could come between.
 */
const LINKS_PER_TASK = 4;

/**
 * The app's scripts, as the shell's template names them, asked for once the shell has painted: in
 * the head they were fetched and compiled before the first paint.
 */
function loadApp() {
  const scripts = document.getElementById(APP_SCRIPTS_ID);
  if (!(scripts instanceof HTMLTemplateElement)) return;
  scripts.remove();
  const named = [...scripts.content.children];
  const add = () => {
    for (const one of named.splice(0, LINKS_PER_TASK)) {
      const element = document.createElement(one.localName);
      for (const { name, value } of one.attributes) element.setAttribute(name, value);
      document.head.append(element);
    }
    if (named.length > 0) setTimeout(add, 0);
  };
  add();
}

/**
 * Past this, the app's scripts are asked for even if no paint was reported (a browser that paints
 * but does not say so): a shell that never paints must not keep its app away.
 */
const PAINT_WAIT_MS = 3000;

/**
 * The moment the shell's first paint is reported, which is after it was on the screen: a frame
 * callback is only before a frame, and a busy browser may skip painting that frame. A page not on
 * the screen (a tab opened behind, a prerender) paints nothing, so it asks at once, and so does
 * one that leaves the screen before it painted.
 */
function afterFirstPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    observer?.disconnect();
    document.removeEventListener('visibilitychange', onHidden);
    then();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') once();
  };
  const timer = setTimeout(once, PAINT_WAIT_MS);
  const reportsPaint = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;
  const observer = reportsPaint ? new PerformanceObserver(() => setTimeout(once, 0)) : undefined;
  if (document.visibilityState === 'hidden') once();
  else if (observer) {
    document.addEventListener('visibilitychange', onHidden);
    observer.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(once, 0));
}

afterFirstPaint(loadApp);

/**
 * The only script a server-drawn visitor page loads at first (a few KB). The page already reads
 * and looks as it should; the app (React, MUI, the router) takes it over only when it is needed:
 * at once for someone signed in, as soon as the device holds the app (a returning visitor), else
 * at the visitor's first touch, key or focus, or when a new version waits (the app asks to reload).
 * A button pressed or a form sent while the app loads is pressed or sent again once it has taken
 * over, and what was typed is handed over; links work as plain links all along.
 */
import { STORAGE_KEYS } from './config/storage-keys';
import { appPathOf } from './lib/app-link';
import { LANGUAGE_COOKIE_DAYS, LANGUAGE_PARAM, toLanguage } from './domain/languages';
import { deviceStrings } from './lib/local-data/web-storage';
import { holdsSession } from './lib/local-data/session-held';
import { onUpdateWaiting, registerServiceWorker } from './lib/pwa';

// `input` too: a field the page focused by itself (autofocus) is typed in without a focus event.
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;
/** The controls a press on which waits for the app (links navigate by themselves). */
const CONTROLS = 'button, label';
/** Pressed while the app loads: what must happen again once it is there. */
let pressed: HTMLElement | null = null;
/** Where the pressed control stood among the page's controls. */
let pressedOrder = -1;
let sent: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

/** A press on a control (not a link, which navigates by itself) waits for the app. */
function holdPress(event: MouseEvent) {
  const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
  if (!(control instanceof HTMLElement) || control.closest('a[href]')) return;
  if (control instanceof HTMLButtonElement && control.type === 'submit') return; // see holdSubmit
  event.preventDefault();
  event.stopPropagation();
  pressed = control;
  pressedOrder = [...document.querySelectorAll(CONTROLS)].indexOf(control);
}

/**
 * The pressed control in the page as the app drew it: where hydration met other markup (a signed-in
 * header on a page drawn for visitors) React draws the page anew, and the control held is gone.
 * Its like is the control of the same kind, words and value, the nearest in order if there are more.
 */
function inTheApp(control: HTMLElement, order: number): HTMLElement | null {
  if (control.isConnected) return control;
  const alike = [...document.querySelectorAll<HTMLElement>(CONTROLS)].map((element, at) => ({
    element,
    at,
  }));
  const same = alike.filter(
    ({ element }) =>
      element.localName === control.localName &&
      element.textContent === control.textContent &&
      element.getAttribute('value') === control.getAttribute('value'),
  );
  same.sort((a, b) => Math.abs(a.at - order) - Math.abs(b.at - order));
  return same[0]?.element ?? null;
}

/**
 * Held from the app too (a press likewise): the app may have hydrated the form before it says it
 * has taken over, and a form sent twice, once before the typed text was handed over, is not sent.
 */
function holdSubmit(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopPropagation();
  sent = {
    form: event.target,
    submitter: event.submitter instanceof HTMLElement ? event.submitter : null,
  };
}

/** Text typed while the app loads: hydration resets each field to the app's (empty) state. */
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();

function noteTyping(event: Event) {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    typed.set(field, field.value);
}

/** Text already in the fields when the app is asked for (typed before anything listened). */
function noteTypedSoFar() {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    '#root input, #root textarea',
  ))
    if (field.value !== field.defaultValue) typed.set(field, field.value);
}

const valueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;

/**
 * Tells the app what was typed, as input: hydration keeps the text on screen, but the app's state
 * does not have it (and the app then puts its own, empty, back). React takes an input event only
 * for a value it does not know yet, so its own setter gets another value first.
 */
function tellTypedText() {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    field.value = `${value} `;
    valueSetter(field)?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
}

let started = false;
function start(event?: Event) {
  if (started) return;
  started = true;
  // A link touched to wake the app loads its screen ahead, as it would once the app is there.
  const touchedPath = event ? appPathOf(event.target) : null;
  for (const name of WAKE_EVENTS) removeEventListener(name, start, true);
  addEventListener('click', holdPress, true);
  addEventListener('submit', holdSubmit, true);
  addEventListener('input', noteTyping, true);
  noteTypedSoFar();
  void import('./main').then(async ({ takenOver, prefetchPath }) => {
    if (touchedPath) prefetchPath(touchedPath);
    await takenOver;
    removeEventListener('click', holdPress, true);
    removeEventListener('submit', holdSubmit, true);
    removeEventListener('input', noteTyping, true);
    tellTypedText();
    if (pressed) inTheApp(pressed, pressedOrder)?.click();
    if (sent) sent.form.requestSubmit(sent.submitter);
  });
}

/**
 * A language chosen before the server read a cookie (kept on the device only) goes into the cookie,
 * and the page is asked for again in it, once: the app would otherwise take the drawn language for
 * the visitor's choice and forget theirs.
 */
function carryLanguageChoice(): boolean {
  const chosen = deviceStrings.getItem(STORAGE_KEYS.language);
  if (!chosen || new RegExp(`(?:^|; )${LANGUAGE_PARAM}=`).test(document.cookie)) return false;
  const language = toLanguage(chosen);
  document.cookie = `${LANGUAGE_PARAM}=${language}; path=/; max-age=${LANGUAGE_COOKIE_DAYS * 86_400}; samesite=lax`;
  const asked = new URLSearchParams(location.search).has(LANGUAGE_PARAM);
  if (asked || language === document.documentElement.lang) return false;
  location.reload();
  return true;
}

const deviceHoldsApp = () => Boolean(navigator.serviceWorker?.controller);

if (carryLanguageChoice()) {
  // the page comes again, in the visitor's language
} else if (holdsSession() || deviceHoldsApp()) start();
else {
  for (const name of WAKE_EVENTS) addEventListener(name, start, { capture: true, passive: true });
  // Installed after the page has loaded, so the app is on the device for the next visit and offline.
  const register = () => void registerServiceWorker();
  onUpdateWaiting(() => start());
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

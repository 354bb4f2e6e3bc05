/**
 * The owner's screen as it last showed their data, shown at once on the next visit (src/owner-shell.ts)
 * and kept again here. While it shows, the app draws the live screen apart, off the page, and puts
 * it in its place once that screen shows the data too: one copy of the screen on the page at a
 * time, with no skeleton or half-loaded screen flashing between the kept one and the live one.
 */
import { useEffect } from 'react';
import { KEPT_SCREEN_ATTRIBUTE, KEPT_SCREEN_STYLE_ID } from '@/config/kept-screen';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { keepScreen, keptAddress, type KeptScreen } from '@/lib/local-data/kept-screens';
import { deviceStrings } from '@/lib/local-data/web-storage';
import { fieldsOf, stillScreen } from '@/lib/still-screen';

/** A screen that never says it shows its data (an error, a screen with nothing kept) still comes. */
const LONGEST_WAIT_MS = 3000;

let waiting: { kept: HTMLElement; live: HTMLElement } | null = null;

/**
 * Where the app draws: `root` itself, or while it shows a kept screen, a new root off the page
 * that takes its place when the screen is ready (or after a few seconds at most).
 */
export function appContainer(root: HTMLElement): HTMLElement {
  if (!root.hasAttribute(KEPT_SCREEN_ATTRIBUTE)) return root;
  const live = document.createElement('div');
  live.id = root.id;
  waiting = { kept: root, live };
  setTimeout(showLiveScreen, LONGEST_WAIT_MS);
  return live;
}

/** Puts the live screen in the kept one's place, if it is not there already. */
export function showLiveScreen(): void {
  if (!waiting) return;
  const { kept, live } = waiting;
  waiting = null;
  kept.replaceWith(live);
  document.getElementById(KEPT_SCREEN_STYLE_ID)?.remove();
  // Drawn off the page, a field that asked for the focus could not take it.
  live.querySelector<HTMLElement>('[data-autofocus]')?.focus();
}

/** The selectors a kept copy's styles may need: those naming a class its markup does not use go. */
function usedRules(markup: Element): string {
  const classes = new Set<string>();
  for (const element of markup.querySelectorAll('[class]'))
    for (const name of element.classList) classes.add(name);
  const rules: string[] = [];
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'))
    for (const rule of style.sheet?.cssRules ?? []) {
      const text = rule.cssText;
      const named = [...text.matchAll(/\.(css-[\w-]+)/g)].map((match) => match[1]!);
      if (named.length === 0 || named.some((name) => classes.has(name))) rules.push(text);
    }
  return rules.join('\n');
}

/**
 * The screen in `root` as markup that shows what the owner saw and does nothing: fields with what
 * they held (never a password) but no label naming them, no link to follow, no control to press,
 * until the app replaces it.
 */
export function captureScreen(root: HTMLElement): KeptScreen {
  const copy = root.cloneNode(true) as HTMLElement;
  const live = fieldsOf(root);
  fieldsOf(copy).forEach((field, index) => {
    const source = live[index];
    if (source instanceof HTMLTextAreaElement) field.textContent = source.value;
    if (!(source instanceof HTMLInputElement)) return;
    if (['password', 'hidden', 'file'].includes(source.type)) field.removeAttribute('value');
    else if (source.type === 'checkbox' || source.type === 'radio')
      field.toggleAttribute('checked', source.checked);
    else field.setAttribute('value', source.value);
  });
  stillScreen(copy);
  return { html: copy.innerHTML, css: usedRules(copy) };
}

/** Keeps the screen on the page for its address (by default the one it is at). */
function keepThisScreen(address = keptAddress(window.location)) {
  const root = document.getElementById('root');
  const username = deviceStrings.getItem(STORAGE_KEYS.username);
  if (!root || !username || waiting) return;
  keepScreen(username, document.documentElement.lang, address, captureScreen(root));
}

/**
 * For an owner screen: once `ready` (it shows the owner's data), the live screen takes the kept
 * one's place, and is kept itself a moment later, and again whenever the app goes to the
 * background (a phone may close it then without a word).
 */
export function useKeepScreen(ready: boolean, address?: string): void {
  useEffect(() => {
    if (!ready) return;
    showLiveScreen();
    const keep = () => keepThisScreen(address);
    // Soon, and again when what comes after the data (a count of views, a photo) has come too.
    const timers = [setTimeout(keep, 500), setTimeout(keep, 3000)];
    const onHide = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      timers.forEach(clearTimeout);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [ready, address]);
}

/**
 * Walking the CV wizard as a person does: Continue or Skip is tapped once the step is shown, and
 * nothing more is done until the next step's address and heading are there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { previousStep, stepIndex, STEPS, type StepId } from '@/features/wizard/model/steps';
import { slowExpect as expect, type Language } from './support';

const loaded = new Map<Language, Record<string, Record<string, unknown> | undefined>>();

/** One of the wizard's texts in `lng` (locales/{lng}/wizard.json), as the user reads it. */
function wizardText(lng: Language, section: string, key: string): string {
  if (!loaded.has(lng))
    loaded.set(lng, JSON.parse(readFileSync(path.join('locales', lng, 'wizard.json'), 'utf8')));
  const text = loaded.get(lng)![section]?.[key];
  if (typeof text !== 'string') throw new Error(`no wizard text ${section}.${key} in ${lng}`);
  return text;
}

/** A step's heading in `lng`: its title in the wizard's texts. */
export function stepTitle(step: StepId, lng: Language = 'en'): string {
  return wizardText(lng, STEPS[stepIndex(step)]!.texts, 'title');
}

/**
 * Waits for what a person sees of a step: its address, and its heading, which the step draws itself
 * once it has loaded. `step` is the address's last part ('' for the first step, /cv-wizard).
 */
export async function expectStep(
  page: Page,
  step: StepId,
  { lng = 'en' }: { lng?: Language } = {},
) {
  await expect(page).toHaveURL((url) => url.pathname === paths.wizard.getHref(step));
  await expect(
    page.getByRole('heading', { level: 1, name: stepTitle(step, lng), exact: true }),
  ).toBeVisible();
}

interface Tap {
  lng?: Language;
  /** The button tapped: Continue, or Skip on the steps that have it. */
  by?: 'continue' | 'skip';
}

/**
 * Taps Continue (or Skip) on the step before `step` once that step is shown, and waits for `step`.
 * A tap while a step is still loading does nothing, and a walk that does not wait loses a step.
 */
export async function continueTo(
  page: Page,
  step: StepId,
  { lng = 'en', by = 'continue' }: Tap = {},
) {
  const from = previousStep(step);
  if (from === null) throw new Error('the first step is opened, never continued to');
  await expectStep(page, from, { lng });
  await page.getByRole('button', { name: wizardText(lng, 'nav', by), exact: true }).click();
  await expectStep(page, step, { lng });
}

/** From the step shown, Continue on each step (as it is) up to `step`, every step waited for. */
export async function walkTo(page: Page, step: StepId, { lng = 'en' }: { lng?: Language } = {}) {
  const { pathname } = new URL(page.url());
  const shown = STEPS.findIndex(({ id }) => paths.wizard.getHref(id) === pathname);
  const last = stepIndex(step);
  if (shown === -1 || shown > last) throw new Error(`no walk from ${pathname} to "${step}"`);
  for (const { id } of STEPS.slice(shown + 1, last + 1)) await continueTo(page, id, { lng });
}

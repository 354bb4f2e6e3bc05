import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

/** Saves a full-page screenshot as a test artefact named after the project (phone/desktop). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
}

/** Serious and critical axe findings (WCAG 2.1 A/AA), as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast coming in or going out is half transparent, and axe would weigh its colours then:
  // wait until every toast on screen is fully drawn (or gone).
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (toast) => getComputedStyle(toast).opacity === '1',
        ),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Decodes a quoted-printable mail body (UTF-8), as the outbox .eml files are written. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * Every test runs at phone size; a test with this tag runs at desktop size too. It marks the tests
 * whose screen is laid out differently on a desktop (navigation, side panels, templates, tables),
 * so the desktop pass checks layouts without walking every flow twice.
 */
/** The interface languages every screen is tested in. */
export const LANGUAGES = ['en', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ALSO_ON_DESKTOP = { tag: '@desktop' };

/**
 * For a test written once per language: the desktop pass takes the English one. Words only change
 * how long a line is, and the narrow phone pass, which walks both languages, is where that bites.
 */
export const alsoOnDesktopIn = (lng: Language) => (lng === 'en' ? ALSO_ON_DESKTOP : {});

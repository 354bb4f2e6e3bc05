import type { Page, TestInfo } from '@playwright/test';

/** Saves a full-page screenshot as a test artefact named after the project (phone/desktop). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
}

/**
 * The owner's CV page keeps its less used actions (PDF, Word, ATS, views, settings) behind "⋮"
 * below MUI's md breakpoint (900 px, src/features/cv/components/cv-toolbar.tsx) and as buttons and
 * links in its toolbar above it: a test reaches them the same way at either size.
 */
import type { Locator, Page } from '@playwright/test';

const MORE = { en: 'More actions', fi: 'Lisää toimintoja' } as const;
const MD = 900;

/**
 * The CV page's action `name` (a `role` in the toolbar on a wide screen), with "⋮" opened first
 * on a narrow one, where it is a menu item. Called again before each use: the menu closes.
 */
export async function cvPageAction(
  page: Page,
  name: string,
  { role = 'button', lng = 'en' }: { role?: 'button' | 'link'; lng?: keyof typeof MORE } = {},
): Promise<Locator> {
  if ((page.viewportSize()?.width ?? MD) >= MD)
    return page.getByRole('toolbar').getByRole(role, { name, exact: true });
  await page.getByRole('toolbar').getByRole('button', { name: MORE[lng], exact: true }).click();
  return page.getByRole('menuitem', { name, exact: true });
}

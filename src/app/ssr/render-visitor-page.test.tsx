import { beforeAll, describe, expect, it } from 'vitest';
import { OWNER_PAGES } from '@/config/owner-pages';
import { VISITOR_PAGES } from '@/config/visitor-pages';
import type { Language } from '@/domain/languages';
import { interfaceI18n } from '@server/lib/i18n';
import { renderOwnerShell, renderVisitorPage } from './render-visitor-page';

const ORIGIN = 'https://cv.example';
const CONFIG = {
  google_client_id: null,
  facebook_app_id: null,
  payments_enabled: false,
  payments_on_sale: false,
  cookie_consent_id: null,
};
/** The logo link's name in the navigation bar of every page: its visible text first. */
const HOME_LABEL = { en: 'CV Builder, home', fi: 'CV Builder, etusivu' };

describe('every visitor page drawn on the server', () => {
  // The first page drawn loads every page's modules and the locales (seconds on a busy CI
  // machine, beyond a test's 5 s); the tests below then time the drawing alone.
  beforeAll(() => renderVisitorPage('/', ORIGIN, interfaceI18n('en'), CONFIG), 60_000);

  it.each(VISITOR_PAGES)(
    '%s: whole, in each language, with styles and title, no script',
    async (page) => {
      // Finnish, English, Finnish: a page is in the language asked for, whatever came before it.
      for (const lang of ['fi', 'en', 'fi'] satisfies Language[]) {
        const drawn = await renderVisitorPage(page, ORIGIN, interfaceI18n(lang), CONFIG);
        expect(drawn.html).toMatch(/<h1[^>]*>/);
        expect(drawn.html).toContain(`aria-label="${HOME_LABEL[lang]}"`);
        // Nothing left for a script to fill in: no Suspense placeholder, no inline script at all.
        expect(drawn.html).not.toContain('<template');
        expect(drawn.html).not.toContain('<script');
        // Styles go to the head: a <style> among the elements would not be there when React hydrates.
        expect(drawn.html).not.toContain('<style data-emotion');
        expect(drawn.styles).toContain('data-emotion="css ');
        expect(drawn.title).toContain('CV Builder');
      }
    },
  );
});

describe("every owner screen's shell drawn on the server", () => {
  beforeAll(() => renderOwnerShell('/dashboard', ORIGIN, interfaceI18n('en'), CONFIG), 60_000);

  it.each(OWNER_PAGES.map((page) => page.draw))(
    '%s: the navigation as signed in and the skeleton, whole, with styles, no script',
    async (address) => {
      for (const lang of ['fi', 'en'] satisfies Language[]) {
        const drawn = await renderOwnerShell(address, ORIGIN, interfaceI18n(lang), CONFIG);
        expect(drawn.html).toContain(`aria-label="${HOME_LABEL[lang]}"`);
        expect(drawn.html).toContain(lang === 'en' ? '>Logout<' : '>Kirjaudu ulos<');
        // Something of the screen itself says it is on its way, never a blank page.
        expect(drawn.html).toMatch(/role="(status|progressbar)"|<h1/);
        expect(drawn.html).not.toContain('<template');
        expect(drawn.html).not.toContain('<script');
        expect(drawn.styles).toContain('data-emotion="css ');
      }
    },
  );

  it('a visitor page drawn after a shell is still drawn for a visitor', async () => {
    await renderOwnerShell('/account', ORIGIN, interfaceI18n('en'), CONFIG);
    const drawn = await renderVisitorPage('/', ORIGIN, interfaceI18n('en'), CONFIG);
    expect(drawn.html).not.toContain('>Logout<');
    expect(drawn.html).toContain('>Sign up<');
  });
});

/**
 * The CV editor on a phone (390x844) and a desktop (1280x800), in English and Finnish: every template
 * in edit mode without cut or overflowing fields and without serious axe findings, the save bar,
 * problems at their fields, the photo held until Save, short months, the CV's language.
 */
import { expect, test, type Page } from '@playwright/test';
import { THEMES } from '@/domain/cv';
import { LONG_CV } from '@/templates/sample-cv';
import { signInNewAccount, type TestAccount } from './fixtures/accounts';
import { readCv, signInNewOwner, squarePhoto } from './fixtures/cvs';
import { alsoOnDesktopIn, pasteInto, screenshot, seriousViolations } from './support';

// axe on eight whole edited CVs takes a while on a busy machine.
test.describe.configure({ timeout: 360_000 });

/** Editable elements inside the CV that stick out of their column or cut their own text. */
async function clippedFields(page: Page): Promise<string[]> {
  return page.locator('article').evaluate((article) => {
    const found: string[] = [];
    const box = article.getBoundingClientRect();
    const name = (el: Element) =>
      el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
    for (const el of article.querySelectorAll<HTMLElement>(
      'input, textarea, select, button, label',
    )) {
      if (el.offsetParent === null && el.tagName !== 'INPUT') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.left < box.left - 1 || r.right > box.right + 1)
        found.push(`${name(el)} outside the CV (${Math.round(r.left)}..${Math.round(r.right)})`);
      const column = el.closest('.cv-side, .cv-main, .cv-head, .cv-band, .cv-body, section');
      if (column) {
        const c = column.getBoundingClientRect();
        if (r.left < c.left - 1 || r.right > c.right + 1)
          found.push(
            `${name(el)} outside its ${column.className} (${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(c.left)}..${Math.round(c.right)})`,
          );
      }
      if ((el.tagName === 'INPUT' || el.tagName === 'LABEL') && el.scrollWidth > el.clientWidth + 1)
        found.push(`${name(el)} cuts its text (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return found;
  });
}

const NAMES = {
  templateA: 'Classic',
  templateB: 'Modern',
  templateC: 'Compact',
  templateD: 'Creative',
  templateE: 'Bold',
  templateF: 'Clear',
  templateG: 'Nordic',
  templateH: 'Portrait',
} as const;

for (const lng of ['en', 'fi'] as const) {
  test(
    `every template in edit mode: no field cut or sticking out, no serious axe finding (${lng})`,
    alsoOnDesktopIn(lng),
    async ({ page, baseURL }, testInfo) => {
      const { account, id } = await signInNewOwner(page, baseURL!, 'eph', {}, await squarePhoto());
      // One account and one page for all five: what differs is the template, not the sign-in.
      for (const theme of THEMES) {
        await test.step(NAMES[theme], async () => {
          // The longest CV: a 60-character name and job title, long addresses.
          const res = await page.request.patch(`/api/cv/edit_cv/${id}/`, {
            headers: { authorization: `Bearer ${account.access}` },
            data: { ...LONG_CV, language: lng, theme },
          });
          expect(res.ok()).toBe(true);
          // The CV as the server has it now, not as the device kept it from the last round.
          const fresh = page.waitForResponse(
            (r) => r.url().includes(`/api/cv/get_cv/${id}/`) && r.ok(),
          );
          await page.goto(`/cv/${id}?lng=${lng}`);
          await fresh;
          await page.getByRole('button', { name: lng === 'fi' ? 'Muokkaa' : 'Edit' }).click();
          // The editor's parts load on the first Edit; a busy test machine can take a while.
          await expect(page.getByRole('article').getByRole('textbox').first()).toBeVisible({
            timeout: 30_000,
          });
          await screenshot(page, testInfo, `edit-${theme}-${lng}`);
          expect(await clippedFields(page), NAMES[theme]).toEqual([]);
          // axe weighs markup and colours, which the language does not change: English only.
          if (lng === 'en') expect(await seriousViolations(page), NAMES[theme]).toEqual([]);
        });
      }
    },
  );
}

const WORDS = {
  en: {
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'CV saved successfully!',
    unsaved: 'Unsaved changes',
    noChanges: 'No changes yet',
    firstName: 'First name',
    email: 'Email',
    fieldOfStudy: 'Field of study',
    about: 'About me',
    cut: '250 characters kept, 50 left out.',
    startMonth: 'Start month',
    endMonth: 'End month',
    required: 'This field is required.',
    emailInvalid: 'Please enter a valid email address.',
    experienceDates: 'Experience start date must be before end date',
    year: 'Year',
    january: 'January',
    confirm: 'Confirm',
    changePhoto: 'Change photo',
    usePhoto: 'Use photo',
    photoUploaded: 'Photo uploaded successfully!',
    savedOnDevice:
      'Saved on this device. It is sent to the server as soon as there is a connection.',
    waiting: 'Waiting on this device: 1 change',
    onServer: 'Saved on the server',
    notImage: 'Please choose an image file (JPEG, PNG or WebP).',
    tooLarge: 'File size exceeds 2MB limit. Please choose a smaller file.',
    language: 'CV language',
    finnish: 'Finnish',
    english: 'English',
    maxReached: '120/120 - Max length reached',
    idUndefined: 'CV ID is undefined',
    marked: /and 2 more fields/,
  },
  fi: {
    edit: 'Muokkaa',
    save: 'Tallenna',
    cancel: 'Peruuta',
    saved: 'CV tallennettu!',
    unsaved: 'Tallentamattomia muutoksia',
    noChanges: 'Ei vielä muutoksia',
    firstName: 'Etunimi',
    email: 'Sähköposti',
    fieldOfStudy: 'Koulutusala',
    about: 'Tietoa minusta',
    cut: 'Kenttään mahtui 250 merkkiä, 50 merkkiä jäi pois.',
    startMonth: 'Alkoi',
    endMonth: 'Päättyi',
    required: 'Tämä kenttä on pakollinen.',
    emailInvalid: 'Anna kelvollinen sähköpostiosoite.',
    experienceDates: 'Työkokemuksen alkupäivän on oltava ennen loppupäivää',
    year: 'Vuosi',
    january: 'tammikuu',
    confirm: 'Valitse',
    changePhoto: 'Vaihda kuva',
    usePhoto: 'Käytä kuvaa',
    photoUploaded: 'Kuva ladattu!',
    savedOnDevice:
      'Tallennettu tälle laitteelle. Muutos lähetetään palvelimelle heti, kun yhteys toimii.',
    waiting: 'Odottaa tällä laitteella: 1 muutos',
    onServer: 'Tallennettu palvelimelle',
    notImage: 'Valitse kuvatiedosto (JPEG, PNG tai WebP).',
    tooLarge: 'Tiedosto on yli 2 Mt. Valitse pienempi tiedosto.',
    language: 'CV:n kieli',
    finnish: 'suomi',
    english: 'englanti',
    maxReached: '120/120 – enimmäispituus täynnä',
    idUndefined: 'CV:n tunnus puuttuu',
    marked: /ja 2 muuta kenttää/,
  },
} as const;

/** The record without what every write moves on (version, time). */
const stable = ({ version: _v, updated_at: _u, ...rest }: Record<string, unknown>) => rest;

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];
  test.describe(`the editor (${lng})`, () => {
    let account: TestAccount;
    let id: string;
    test.beforeEach(async ({ page, baseURL }) => {
      ({ account, id } = await signInNewOwner(
        page,
        baseURL!,
        'edp',
        { language: lng },
        await squarePhoto(),
      ));
      await page.goto(`/cv/${id}?lng=${lng}`);
      await page.getByRole('button', { name: w.edit }).click();
      await expect(page.getByRole('textbox', { name: w.firstName })).toBeVisible({
        timeout: 30_000,
      });
    });

    // One editor for each group of checks: opening it (account, CV, Edit) is what costs.
    test('Save and Cancel stay in reach with the unsaved state, months are short, field of study counts to 120; every problem marks its field', async ({
      page,
    }, testInfo) => {
      const bar = page.getByRole('region', {
        name: lng === 'fi' ? 'Tallenna tai peruuta muutokset' : 'Save or cancel your changes',
      });
      await expect(bar.getByRole('status')).toHaveText(w.noChanges);
      const field = page.getByRole('textbox', { name: w.fieldOfStudy });
      // The counter under this field (the experience's description counts to 120 too).
      const counter = field.locator('xpath=../..').getByText(/\/120/);
      await expect(counter).toHaveText('16/120');
      const color = await counter.evaluate((el) => getComputedStyle(el).color);
      await field.fill('x'.repeat(130));
      await expect(field).toHaveValue('x'.repeat(120));
      await expect(counter).toHaveText(w.maxReached);
      // Red at the limit, as in the wizard.
      await expect(counter).not.toHaveCSS('color', color);
      await expect(counter).toHaveCSS('color', /^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);

      // The editor's fields are the wizard's: a long paste is kept up to the limit, and the field
      // says how much was left out; an address brings its keyboard.
      const about = page.getByRole('textbox', { name: w.about });
      await about.fill('');
      await pasteInto(about, 'y'.repeat(300));
      await expect(about).toHaveValue('y'.repeat(250));
      await expect(page.getByRole('status').filter({ hasText: w.cut })).toBeVisible();
      await expect(page.getByRole('textbox', { name: w.email })).toHaveAttribute(
        'inputmode',
        'email',
      );

      // Short months in the editor's fields: 'Mar 2021' / 'maalis 2021'.
      await expect(page.getByRole('combobox', { name: w.startMonth }).first()).toHaveValue(
        lng === 'fi' ? 'maalis 2021' : 'Mar 2021',
      );
      await field.scrollIntoViewIfNeeded();
      await field.fill('Computer Science and Engineering');
      await expect(bar.getByRole('status')).toHaveText(w.unsaved);
      await expect(bar.getByRole('button', { name: w.save })).toBeInViewport();
      await expect(bar.getByRole('button', { name: w.cancel })).toBeInViewport();
      await page.screenshot({
        path: testInfo.outputPath(`${testInfo.project.name}-bar-${lng}.png`),
      });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
      await expect(bar.getByRole('button', { name: w.save })).toBeInViewport();
      await bar.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();
      await expect(page.getByRole('article')).toContainText('Computer Science and Engineering');
      // The outcome leaves the page's actions free: Edit is not under the toast.
      await page.evaluate(() => window.scrollTo(0, 0));
      const toastBox = await page.getByRole('listitem').filter({ hasText: w.saved }).boundingBox();
      const editBox = await page.getByRole('button', { name: w.edit }).boundingBox();
      expect(toastBox && editBox).toBeTruthy();
      expect(
        toastBox!.y >= editBox!.y + editBox!.height || toastBox!.y + toastBox!.height <= editBox!.y,
      ).toBe(true);
      await screenshot(page, testInfo, `saved-${lng}`);

      // Every problem marks its field in the user's words; the first takes focus.
      await page.getByRole('button', { name: w.edit }).click();
      const before = await readCv(page, account, id);
      await page.getByRole('textbox', { name: w.firstName }).fill('');
      await page.getByRole('textbox', { name: w.email }).fill('not-an-address');
      await page.getByRole('combobox', { name: w.endMonth }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(w.year).selectOption('2019');
      await dialog.getByRole('button', { name: w.january, exact: true }).click();
      await dialog.getByRole('button', { name: w.confirm }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: w.save }).click();

      const first = page.getByRole('textbox', { name: w.firstName });
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      await expect(first).toBeFocused();
      await expect(first).toHaveAccessibleDescription(w.required);
      await expect(page.getByRole('textbox', { name: w.email })).toHaveAccessibleDescription(
        w.emailInvalid,
      );
      const end = page.getByRole('combobox', { name: w.endMonth }).first();
      await expect(end).toHaveAttribute('aria-invalid', 'true');
      await expect(end).toHaveAccessibleDescription(w.experienceDates);
      // The toast names the field as the user reads it, never the API's name.
      const toast = page.getByRole('region', {
        name: lng === 'fi' ? 'Ilmoitukset' : 'Notifications',
      });
      await expect(toast).toContainText(w.required);
      await expect(toast).toContainText(w.firstName);
      await expect(toast).toContainText(w.marked);
      await expect(page.locator('body')).not.toContainText('first_name');
      await screenshot(page, testInfo, `problems-${lng}`);
      // Nothing was sent.
      expect(stable(await readCv(page, account, id))).toEqual(stable(before));

      // Fixing a field clears its mark.
      await first.fill('Aino');
      await expect(first).not.toHaveAttribute('aria-invalid', 'true');
    });

    // Language-neutral checks run in one language each: opening an editor is what costs.
    if (lng === 'en')
      test('a refusal of the server marks the fields it names', async ({ page }) => {
        await page.route('**/api/cv/edit_cv/**', (route) =>
          route.request().method() === 'PATCH'
            ? route.fulfill({
                status: 400,
                contentType: 'application/json',
                body: JSON.stringify({
                  first_name: ['Server says no.'],
                  educations: { 0: { field_of_study: ['Not this one.'] } },
                }),
              })
            : route.continue(),
        );
        await page.getByRole('textbox', { name: w.firstName }).fill('Maija');
        await page.getByRole('button', { name: w.save }).click();
        const first = page.getByRole('textbox', { name: w.firstName });
        await expect(first).toHaveAttribute('aria-invalid', 'true');
        await expect(first).toHaveAccessibleDescription('Server says no.');
        await expect(first).toBeFocused();
        const study = page.getByRole('textbox', { name: w.fieldOfStudy });
        await expect(study).toHaveAttribute('aria-invalid', 'true');
        await expect(study).toHaveAccessibleDescription(/Not this one\./);
        await expect(page.locator('body')).not.toContainText('first_name');
      });

    test('a file that is no image says so; a new photo waits for Save: Cancel keeps the old one, Save sends it', async ({
      page,
    }, testInfo) => {
      const pick = async (name: string, mimeType: string, size: number) => {
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: w.changePhoto }).click();
        await (await chooser).setFiles({ name, mimeType, buffer: Buffer.alloc(size, 37) });
      };
      await pick('cv.pdf', 'application/pdf', 10 * 1024);
      await expect(page.getByText(w.notImage)).toBeVisible();
      await expect(page.getByText(w.tooLarge)).toHaveCount(0);
      await pick('big.pdf', 'application/pdf', 3 * 1024 * 1024);
      await expect(page.getByText(w.tooLarge)).toBeVisible();

      const before = await readCv(page, account, id);
      const img = page.getByRole('article').getByRole('img').first();
      const oldSrc = await img.getAttribute('src');
      const choose = async (color: string) => {
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: w.changePhoto }).click();
        await (
          await chooser
        ).setFiles({ name: 'new.jpg', mimeType: 'image/jpeg', buffer: await squarePhoto(color) });
        await page.getByRole('button', { name: w.usePhoto }).click();
        await expect(img).toHaveAttribute('src', /^blob:/);
      };
      await choose('#c8553d');
      await expect(page.getByRole('status').filter({ hasText: w.unsaved })).toBeVisible();
      await screenshot(page, testInfo, `photo-pending-${lng}`);
      await page.getByRole('button', { name: w.cancel }).click();
      await expect(img).toHaveAttribute('src', oldSrc!);
      expect(stable(await readCv(page, account, id))).toEqual(stable(before));

      await page.getByRole('button', { name: w.edit }).click();
      await choose('#2e7d5b');
      // An upload that fails says so (a recorded departure: the spec only logs it): the photo waits
      // on the device and is sent again by itself.
      let refuse = true;
      await page.route('**/api/cv/edit_cv/**', async (route) => {
        const upload = route.request().headers()['content-type']?.startsWith('multipart/');
        if (!refuse || !upload) return route.continue();
        refuse = false;
        return route.fulfill({ status: 500, body: '' });
      });
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.savedOnDevice)).toBeVisible();
      await expect(img).toHaveAttribute('src', /^blob:/);
      await expect(page.getByRole('status').filter({ hasText: w.waiting })).toBeVisible();
      // The next try (after 4 s) reaches the server.
      await expect(page.getByRole('status').filter({ hasText: w.onServer })).toBeVisible({
        timeout: 15_000,
      });
      await expect(img).not.toHaveAttribute('src', /^blob:/);
      const after = await readCv(page, account, id);
      expect(after.photo).toMatch(/\.webp$/);
      expect(after.photo).not.toBe(before.photo);
      // Only the photo changed.
      expect({ ...stable(after), photo: before.photo }).toEqual(stable(before));
      await expect(img).not.toHaveAttribute('src', /^blob:/);
    });

    if (lng === 'fi')
      test("the CV's language is chosen in the editor and kept", async ({ page }) => {
        const before = await readCv(page, account, id);
        const other = lng === 'fi' ? 'en' : 'fi';
        await page
          .getByRole('combobox', { name: w.language })
          .selectOption({ label: other === 'fi' ? w.finnish : w.english });
        const article = page.getByRole('article');
        await expect(article).toHaveAttribute('lang', other);
        await expect(article).toContainText(other === 'fi' ? 'Työkokemus' : 'Experience');
        await page.getByRole('button', { name: w.save }).click();
        await expect(page.getByText(w.saved)).toBeVisible();
        await page.reload();
        await expect(page.getByRole('article')).toHaveAttribute('lang', other);
        const after = await readCv(page, account, id);
        expect(stable(after)).toEqual({ ...stable(before), language: other });
      });
  });

  test(`an address without a CV id says so (${lng})`, async ({ page, baseURL }) => {
    await signInNewAccount(page, baseURL!, 'und');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/cv/get_cv/')) asked.push(r.url());
    });
    await page.goto(`/cv/undefined?lng=${lng}`);
    await expect(page.getByText(w.idUndefined)).toBeVisible();
    expect(asked).toEqual([]);
  });
}

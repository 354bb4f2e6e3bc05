/**
 * The editor's sections at phone size, in both languages: "Add a section" adds projects,
 * certificates, languages, interests and a section of the owner's own to fill in place; "Sections" orders
 * them with the Move buttons (keyboard), by dragging a handle (touch, keyboard, mouse) and hides
 * one, and after Save the public page shows that order without the hidden one while nothing else
 * of the CV changed.
 */
import { expect, test, type Page } from '@playwright/test';
import type { TestAccount } from './fixtures/accounts';
import { readCv, signInNewOwner } from './fixtures/cvs';
import { alsoOnDesktopIn, screenshot, seriousViolations, settle } from './support';

const WORDS = {
  en: {
    edit: 'Edit',
    save: 'Save',
    saved: 'CV saved successfully!',
    add: 'Add a section',
    own: 'A section of your own…',
    ownTitle: 'Section title',
    addButton: 'Add',
    sections: 'Sections',
    done: 'Done',
    names: {
      experiences: 'Experience',
      educations: 'Education',
      skills: 'Skills',
      links: 'Links',
      projects: 'Projects',
      volunteering: 'Volunteering',
      certificates: 'Certificates',
      language_skills: 'Languages',
      interests: 'Interests',
    },
    fields: { name: 'Name', language: 'Language', title: 'Title' },
    up: (name: string) => `Move ${name} up`,
    down: (name: string) => `Move ${name} down`,
    drag: (name: string) => `Drag ${name}`,
    show: (name: string) => `Show ${name}`,
    remove: (name: string) => `Remove ${name}`,
    moved: (name: string, place: number, count: number) =>
      `${name} moved to place ${place} of ${count}.`,
    over: (name: string, place: number, count: number) =>
      `${name} is at place ${place} of ${count}.`,
  },
  fi: {
    edit: 'Muokkaa',
    save: 'Tallenna',
    saved: 'CV tallennettu!',
    add: 'Lisää osio',
    own: 'Oma osio…',
    ownTitle: 'Osion otsikko',
    addButton: 'Lisää',
    sections: 'Osiot',
    done: 'Valmis',
    names: {
      experiences: 'Työkokemus',
      educations: 'Koulutus',
      skills: 'Taidot',
      links: 'Linkit',
      projects: 'Projektit',
      volunteering: 'Vapaaehtoistyö',
      certificates: 'Sertifikaatit',
      language_skills: 'Kielitaito',
      interests: 'Harrastukset',
    },
    fields: { name: 'Nimi', language: 'Kieli', title: 'Otsikko' },
    up: (name: string) => `Siirrä ${name} ylös`,
    down: (name: string) => `Siirrä ${name} alas`,
    drag: (name: string) => `Vedä ${name}`,
    show: (name: string) => `Näytä ${name}`,
    remove: (name: string) => `Poista ${name}`,
    moved: (name: string, place: number, count: number) =>
      `${name} siirretty kohtaan ${place}/${count}.`,
    over: (name: string, place: number, count: number) => `${name} on kohdassa ${place}/${count}.`,
  },
} as const;

/** The record without what every write moves on, nor the fields a test meant to change. */
function unchanged(cv: Record<string, unknown>, changed: readonly string[]) {
  return Object.fromEntries(
    Object.entries(cv).filter(
      ([key]) => !['version', 'updated_at', 'translation_status', ...changed].includes(key),
    ),
  );
}

/** The names of the sections in the panel, in its order (the bio first). */
const panelOrder = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));

/** A finger's drag from one element's centre to another's, as real touch events (the handle's). */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: point(from.x, from.y),
  });
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function centre(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  if (!box) throw new Error(`${name} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];
  test.describe(`the editor's sections (${lng})`, () => {
    let account: TestAccount;
    let id: string;
    test.beforeEach(async ({ page, baseURL }) => {
      ({ account, id } = await signInNewOwner(page, baseURL!, 'sec', { language: lng }));
      await page.goto(`/cv/${id}?lng=${lng}`);
      await page.getByRole('button', { name: w.edit }).click();
      await expect(page.getByRole('button', { name: w.save })).toBeVisible();
    });

    test('adds projects, volunteering, certificates, languages, interests and an own section from the menu, and removes one from the panel', async ({
      page,
    }, testInfo) => {
      const before = await readCv(page, account, id);
      const add = async (item: string) => {
        await page.getByRole('button', { name: w.add }).click();
        await page.getByRole('menuitem', { name: item }).click();
      };
      // Each new section's first field takes the focus in the template, to be filled in place.
      await add(w.names.projects);
      await expect(page.getByRole('textbox', { name: w.fields.name, exact: true })).toBeFocused();
      await page.keyboard.type('CV builder');
      await add(w.names.volunteering);
      await expect(page.locator(':focus')).toHaveAttribute('name', 'volunteering.0.role');
      await page.keyboard.type('Board member');
      await add(w.names.certificates);
      const names = page.getByRole('textbox', { name: w.fields.name, exact: true });
      await expect(names).toHaveCount(2);
      await expect(page.locator(':focus')).toHaveAttribute('name', 'certificates.0.name');
      await page.keyboard.type('AWS Developer');
      await add(w.names.language_skills);
      await expect(
        page.getByRole('textbox', { name: w.fields.language, exact: true }),
      ).toBeFocused();
      await page.keyboard.type('Suomi');
      await add(w.names.interests);
      await expect(page.locator(':focus')).toHaveAttribute('name', 'interests.0.name');
      await page.keyboard.type('Orienteering');
      await add(w.own);
      const ask = page.getByRole('dialog');
      await ask.getByRole('textbox', { name: w.ownTitle }).fill('Volunteering');
      await ask.getByRole('button', { name: w.addButton, exact: true }).click();
      await expect(page.getByRole('textbox', { name: w.fields.title, exact: true })).toBeFocused();
      await page.keyboard.type('Red Cross first aid');

      // Only an own section is left to add.
      await page.getByRole('button', { name: w.add }).click();
      await expect(page.getByRole('menuitem')).toHaveText([w.own]);
      await screenshot(page, testInfo, `sections-menu-${lng}`);
      await page.keyboard.press('Escape');
      await settle(page);
      await screenshot(page, testInfo, `sections-added-${lng}`);

      // One added by mistake is removed from the panel (the last, so it moves down no further),
      // and is not saved.
      await add(w.own);
      await ask.getByRole('textbox', { name: w.ownTitle }).fill('Awards');
      await ask.getByRole('button', { name: w.addButton, exact: true }).click();
      await expect(page.locator(':focus')).toHaveAttribute(
        'name',
        /^custom_sections\.1\.entries\.0\./,
      );
      await page.keyboard.type('Best thesis');
      await page.getByRole('button', { name: w.sections, exact: true }).click();
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('button', { name: w.down('Awards') })).toBeDisabled();
      await panel.getByRole('button', { name: w.remove('Awards') }).click();
      await expect(panel.getByRole('button', { name: w.remove('Awards') })).toHaveCount(0);
      await panel.getByRole('button', { name: w.done }).click();
      // Its fields are gone from the template; the first own section's stay.
      await expect(page.locator('textarea[name^="custom_sections.1."]')).toHaveCount(0);
      await expect(page.locator('textarea[name^="custom_sections.0."]')).not.toHaveCount(0);

      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();
      const after = await readCv(page, account, id);
      expect(after.projects).toMatchObject([{ name: 'CV builder' }]);
      expect(after.certificates).toMatchObject([{ name: 'AWS Developer' }]);
      expect(after.language_skills).toMatchObject([{ language: 'Suomi' }]);
      expect(after.interests).toMatchObject([{ name: 'Orienteering', details: '' }]);
      expect(after.volunteering).toMatchObject([{ role: 'Board member', organization: '' }]);
      expect(after.custom_sections).toMatchObject([
        { title: 'Volunteering', entries: [{ title: 'Red Cross first aid' }] },
      ]);
      const added = [
        'projects',
        'volunteering',
        'certificates',
        'language_skills',
        'interests',
        'custom_sections',
      ];
      expect(unchanged(after, added)).toEqual(unchanged(before, added));

      await page.goto(`/${account.username}`);
      const cv = page.getByRole('article');
      for (const text of [
        'CV builder',
        'Board member',
        'AWS Developer',
        'Suomi',
        'Orienteering',
        'Volunteering',
      ])
        await expect(cv).toContainText(text);
    });

    test(
      'orders sections by buttons and by dragging, hides one, and the public page follows',
      alsoOnDesktopIn(lng),
      async ({ page, baseURL }, testInfo) => {
        const before = await readCv(page, account, id);
        const n = w.names;
        await page.getByRole('button', { name: w.sections, exact: true }).click();
        const panel = page.getByRole('dialog');
        await expect(panel.getByRole('heading', { name: w.sections })).toBeVisible();
        const bio = lng === 'fi' ? 'Tietoa minusta' : 'About me';
        await expect
          .poll(() => panelOrder(page))
          .toEqual([bio, n.experiences, n.educations, n.skills, n.links]);
        await expect(panel.getByRole('button', { name: w.up(n.experiences) })).toBeDisabled();

        // The panel's live region (dnd-kit has its own for dragging).
        const said = (text: string) => panel.getByRole('status').filter({ hasText: text });
        // By keyboard with the buttons: Skills up twice, to the top, said aloud each time.
        const up = panel.getByRole('button', { name: w.up(n.skills) });
        await up.focus();
        await page.keyboard.press('Enter');
        await expect(said(w.moved(n.skills, 2, 4))).toBeAttached();
        await page.keyboard.press('Enter');
        await expect(said(w.moved(n.skills, 1, 4))).toBeAttached();
        // At the top Move up is disabled, and the focus stays in the row, on Move down.
        await expect(up).toBeDisabled();
        await expect(panel.getByRole('button', { name: w.down(n.skills) })).toBeFocused();
        await expect
          .poll(() => panelOrder(page))
          .toEqual([bio, n.skills, n.experiences, n.educations, n.links]);

        // By keyboard with the handle: Space picks Links up, the arrow moves it, Space drops it.
        // Each key waits for what dnd-kit says (the pick-up is at once followed by where the item is),
        // as a screen reader user waits: a key pressed before the pick-up has rendered moves nothing.
        const dndSaid = (text: string) => page.getByRole('status').filter({ hasText: text });
        await panel.getByRole('button', { name: w.drag(n.links) }).focus();
        await page.keyboard.press('Space');
        await expect(dndSaid(w.over(n.links, 4, 4))).toBeAttached();
        await page.keyboard.press('ArrowUp');
        await expect(dndSaid(w.over(n.links, 3, 4))).toBeAttached();
        await page.keyboard.press('Space');
        await expect
          .poll(() => panelOrder(page))
          .toEqual([bio, n.skills, n.experiences, n.links, n.educations]);

        // By dragging the handle: a finger on a phone, the mouse on a desktop. Experience goes
        // below Education.
        const from = await centre(page, w.drag(n.experiences));
        const to = await centre(page, w.drag(n.educations));
        const target = { x: to.x, y: to.y + 12 };
        if (testInfo.project.name === 'desktop') {
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(from.x, from.y + 10, { steps: 3 });
          await page.mouse.move(target.x, target.y, { steps: 12 });
          await page.mouse.up();
        } else {
          await touchDrag(page, from, target);
        }
        await expect
          .poll(() => panelOrder(page))
          .toEqual([bio, n.skills, n.links, n.educations, n.experiences]);

        // Hidden, kept: Education's switch off.
        const show = panel.getByRole('switch', { name: w.show(n.educations) });
        await expect(show).toBeChecked();
        await show.click();
        await expect(show).not.toBeChecked();
        await settle(page);
        await screenshot(page, testInfo, `sections-panel-${lng}`);
        if (lng === 'en') expect(await seriousViolations(page)).toEqual([]);
        await panel.getByRole('button', { name: w.done }).click();
        await expect(panel).toBeHidden();

        await page.getByRole('button', { name: w.save }).click();
        await expect(page.getByText(w.saved)).toBeVisible();
        const after = await readCv(page, account, id);
        expect(after.section_order).toEqual(['skills', 'links', 'educations', 'experiences']);
        expect(after.hidden_sections).toEqual(['educations']);
        // Everything else stayed as it was, Education's rows too.
        const moved = ['section_order', 'hidden_sections'];
        expect(unchanged(after, moved)).toEqual(unchanged(before, moved));

        await page.goto(`${baseURL}/${account.username}`);
        const cv = page.getByRole('article');
        await expect(cv.getByRole('heading', { level: 1 })).toBeVisible();
        await screenshot(page, testInfo, `sections-public-${lng}`);
        const headings = await cv.getByRole('heading', { level: 2 }).allTextContents();
        const shown = headings.filter((h) => Object.values(n).includes(h as never));
        expect(shown).toEqual([n.skills, n.links, n.experiences]);
        // The template's headings are in the CV's language, which is the page's here.
        expect(headings).not.toContain(n.educations);
      },
    );
  });
}

test('the texts of added sections are translated in the other version like the others', async ({
  page,
  baseURL,
}) => {
  const { account, id } = await signInNewOwner(page, baseURL!, 'sect', {
    language: 'en',
    projects: [
      {
        uuid: crypto.randomUUID(),
        name: 'CV builder',
        description: '',
        url: '',
        start_date: null,
        end_date: null,
      },
    ],
    custom_sections: [
      {
        uuid: crypto.randomUUID(),
        title: 'Volunteering',
        entries: [
          {
            uuid: crypto.randomUUID(),
            title: 'Red Cross',
            subtitle: '',
            description: '',
            start_date: null,
            end_date: null,
            url: '',
          },
        ],
      },
    ],
  });
  await page.goto(`/cv/${id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  // The versions are offered outside the editor too: the switch is made in the editor.
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  const finnish = page
    .getByRole('group', { name: 'Language version' })
    .getByRole('button', { name: 'Finnish' });
  // The editor's controls settle in above the switch as it opens: a tap that landed while they
  // moved it is tapped again (one CI run on a loaded machine lost it).
  await expect(async () => {
    await finnish.click();
    await expect(finnish).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
  }).toPass();
  // Ordering is shared by both versions; adding a section is done in the main one.
  await expect(page.getByRole('button', { name: 'Sections', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a section' })).toHaveCount(0);
  const project = page.getByRole('textbox', { name: 'Nimi (in Finnish)' });
  await expect(project).toHaveAttribute('placeholder', 'CV builder');
  await project.fill('CV-työkalu');
  // The bio's heading is the other "section title"; the own section's comes after it.
  const own = page.getByRole('textbox', { name: 'Osion otsikko (in Finnish)' }).last();
  await expect(own).toHaveAttribute('placeholder', 'Volunteering');
  await own.fill('Vapaaehtoistyö');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('CV saved successfully!')).toBeVisible();

  await page.goto(`/${account.username}?lang=fi`);
  const cv = page.getByRole('article');
  await expect(cv).toContainText('CV-työkalu');
  await expect(cv).toContainText('Vapaaehtoistyö');
});

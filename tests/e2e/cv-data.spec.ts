/**
 * A CV's data in the owner's hands: deleted with Undo (dashboard and editor), and a wizard started
 * from a JSON Resume file, reviewed first (what will not fit listed) and filled in. English and
 * Finnish.
 */
import { expect, test, type Page } from '@playwright/test';
import { TIMINGS } from '@/domain/limits';
import { signInNewAccount } from './fixtures/accounts';
import { signInNewOwner } from './fixtures/cvs';
import { screenshot, seriousViolations } from './support';
import { continueTo } from './support-wizard';

const WORDS = {
  en: {
    more: (title: string) => `More actions for ${title}`,
    editorMore: 'More actions',
    delete: 'Delete',
    deleted: (title: string) => `“${title}” deleted.`,
    withApplication: 'Its application goes with it.',
    openApplications: 'Open applications: 1',
    failed: (title: string) => `Could not delete “${title}”`,
    undo: 'Undo',
    restored: (title: string) => `“${title}” is back.`,
    empty: 'You have no CVs yet.',
    choose: 'Start from a JSON Resume file',
    done: 'Filled in from anna.json.',
    leftOut: [
      'A skill beyond the three a CV holds: SQL',
      'References (2 entries): a CV here has no such section',
    ],
    notResume: 'This is not a JSON Resume file: it has no “basics” section.',
    review: (file: string) => `Found in ${file}`,
    apply: 'Fill in the CV',
    replaces: 'This draft already has words you typed.',
    cvName: 'CV name',
    firstName: 'First name',
  },
  fi: {
    more: (title: string) => `Lisää toimintoja: ${title}`,
    editorMore: 'Lisää toimintoja',
    delete: 'Poista',
    deleted: (title: string) => `”${title}” poistettiin.`,
    withApplication: 'Sen hakemus poistuu samalla.',
    openApplications: 'Avoimia hakemuksia: 1',
    failed: (title: string) => `CV:tä ”${title}” ei voitu poistaa`,
    undo: 'Kumoa',
    restored: (title: string) => `”${title}” palautettiin.`,
    empty: 'Sinulla ei ole vielä CV:tä.',
    choose: 'Aloita JSON Resume -tiedostosta',
    done: 'Tiedot täytettiin tiedostosta anna.json.',
    leftOut: [
      'Taito, joka ei mahdu CV:n kolmen taidon joukkoon: SQL',
      'Suosittelijat (2 merkintää): CV:ssä ei ole tällaista osiota',
    ],
    notResume: 'Tämä ei ole JSON Resume -tiedosto: siitä puuttuu ”basics”-osio.',
    review: (file: string) => `Tiedostosta ${file} löytyi`,
    apply: 'Täytä CV',
    replaces: 'Luonnoksessa on jo kirjoittamiasi tietoja.',
    cvName: 'CV:n nimi',
    firstName: 'Etunimi',
  },
} as const;

/**
 * Past Undo's seconds, and short of the 20 s after which the app gives up on a call: a longer jump
 * would abort the very call it waits for.
 */
const UNDO_OVER = TIMINGS.undoDeleteMs + 1000;

/** Every DELETE of a CV the page sends, to prove Undo sent none. */
function deletesSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') sent.push(request.url());
  });
  return sent;
}

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];

  test(`delete with Undo from the dashboard and the editor (${lng})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const title = 'Kept or gone';
    const { account, id } = await signInNewOwner(page, baseURL!, 'del', { title });
    // An application made of it, which the owner is told goes with it.
    const made = await page.request.post('/api/applications/', {
      headers: { authorization: `Bearer ${account.access}` },
      data: { company: 'Acme Oy', role: 'Designer', cv: id },
    });
    expect(made.status()).toBe(201);
    // The page's own clock: the few seconds Undo is offered pass when the test says so.
    await page.clock.install();
    const sent = deletesSent(page);
    await page.goto(`/dashboard?lng=${lng}`);
    const cards = page.getByRole('list', { name: lng === 'en' ? 'Your CVs' : 'CV:si' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    // Counted on the dashboard once the device has it.
    await expect(page.getByText(w.openApplications)).toBeVisible();

    await page.getByRole('button', { name: w.more(title) }).click();
    await page.getByRole('menuitem', { name: w.delete }).click();
    await expect(page.getByText(w.deleted(title))).toBeVisible();
    await expect(page.getByText(w.withApplication)).toBeVisible();
    await expect(page.getByText(w.empty)).toBeVisible();
    await screenshot(page, testInfo, `deleted-undo-${lng}`);
    await page.getByRole('button', { name: w.undo }).click();
    await expect(page.getByText(w.restored(title))).toBeVisible();
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await page.clock.runFor(UNDO_OVER);
    expect(sent).toEqual([]);
    expect((await page.request.get(`/${account.username}`)).status()).toBe(200);

    // From the editor: back on the dashboard at once, and gone when Undo's time is up.
    await page.goto(`/cv/${id}?lng=${lng}`);
    await page.getByRole('button', { name: w.editorMore, exact: true }).click();
    // Listened for from the start: on a slow machine Undo's seconds may pass before the next line.
    const deleting = page.waitForResponse(
      (res) => res.request().method() === 'DELETE' && res.url().includes(id),
    );
    await page.getByRole('menuitem', { name: w.delete }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(w.deleted(title))).toBeVisible();
    await expect(page.getByText(w.empty)).toBeVisible();
    await page.clock.runFor(UNDO_OVER);
    expect((await deleting).status()).toBe(204);
    expect((await page.request.get(`/${account.username}`)).status()).toBe(404);
    await page.reload();
    await expect(page.getByText(w.empty)).toBeVisible();
  });

  test(`deleting a CV another device deleted already is done, not a failure (${lng})`, async ({
    page,
    baseURL,
  }) => {
    const title = 'Gone elsewhere';
    const { account, id } = await signInNewOwner(page, baseURL!, 'delgone', { title });
    await page.clock.install();
    await page.goto(`/dashboard?lng=${lng}`);
    await page.getByRole('button', { name: w.more(title) }).click();
    // The laptop deletes it meanwhile.
    const laptop = await page.request.delete(`/api/cv/delete_cv/${id}/`, {
      headers: { authorization: `Bearer ${account.access}` },
    });
    expect(laptop.status()).toBe(204);
    let deleteAnswered = false;
    const deleting = page
      .waitForResponse((res) => res.request().method() === 'DELETE' && res.url().includes(id))
      .then((res) => {
        deleteAnswered = true;
        return res;
      });
    // The list is asked for again after the answer is handled (waited for from now: it may come
    // before the test reads the delete's answer).
    const listedAgain = page.waitForResponse(
      (res) => deleteAnswered && res.url().includes('/api/cv/get_cv_list/'),
    );
    await page.getByRole('menuitem', { name: w.delete }).click();
    await expect(page.getByText(w.deleted(title))).toBeVisible();
    await page.clock.runFor(UNDO_OVER);
    expect((await deleting).status()).toBe(404);
    // Then the toasts' own timers run: by then a failure would show.
    await listedAgain;
    await page.clock.runFor(2000);
    // Counted once, now: a waiting assertion would pass when a failure's toast timed out.
    expect(await page.getByText(w.failed(title)).count()).toBe(0);
    await expect(page.getByText(w.empty)).toBeVisible();
  });

  test(`the wizard starts from a JSON Resume file and lists what did not fit (${lng})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInNewAccount(page, baseURL!, 'imp');
    await page.goto(`/cv-wizard?lng=${lng}`);
    const choose = async (name: string, contents: object | string) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: w.choose }).click();
      await (
        await chooser
      ).setFiles({
        name,
        mimeType: 'application/json',
        buffer: Buffer.from(typeof contents === 'string' ? contents : JSON.stringify(contents)),
      });
    };

    await choose('notes.json', { title: 'Not a resume' });
    await expect(page.getByRole('alert').filter({ hasText: w.notResume })).toBeVisible();

    await page.getByRole('textbox', { name: w.cvName }).fill('From my old CV');
    await choose('anna.json', {
      basics: { name: 'Anna Virtanen', label: 'Designer', email: 'anna@example.com' },
      work: [{ name: 'Nordic Apps', position: 'Designer', startDate: '2020-02' }],
      skills: [{ name: 'Figma' }, { name: 'CSS' }, { name: 'React' }, { name: 'SQL' }],
      references: [{ name: 'Erlich' }, { name: 'Jared' }],
    });
    // Reviewed before anything is applied: the skills a CV holds, and what will not be placed.
    const review = page.getByRole('dialog', { name: w.review('anna.json') });
    await expect(review).toBeVisible();
    await expect(review.getByRole('checkbox', { name: 'SQL' })).toBeDisabled();
    for (const line of w.leftOut)
      await expect(review.getByRole('listitem').filter({ hasText: line })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `import-review-${lng}`);
    await review.getByRole('button', { name: w.apply }).click();
    const result = page.getByRole('status').filter({ hasText: w.done });
    await expect(result).toBeVisible();
    for (const line of w.leftOut)
      await expect(result.getByRole('listitem').filter({ hasText: line })).toBeVisible();
    await screenshot(page, testInfo, `import-left-out-${lng}`);

    // A second file over typed words says the kept sections replace them; cancelled, nothing is.
    await choose('other.json', { basics: { name: 'Someone Else' } });
    const again = page.getByRole('dialog', { name: w.review('other.json') });
    await expect(again.getByText(w.replaces)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(again).toBeHidden();

    await continueTo(page, 'template', { lng });
    await continueTo(page, 'basic-info', { lng });
    await expect(page.getByRole('textbox', { name: w.firstName })).toHaveValue('Anna');
  });
}

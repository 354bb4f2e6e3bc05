/** The contact page in both languages: required fields, sending (stored and mailed), a11y. */
import { expect, test, type Page } from '@playwright/test';
import {
  seriousViolations,
  LANGUAGES,
  settledScreenshot,
  wakeTheApp,
  type Language,
} from './support';
import { findMail, toasts } from './support-auth';

const text = {
  en: {
    title: 'Contact us',
    name: 'Name',
    email: 'E-mail',
    subject: 'Subject',
    message: 'Message',
    send: 'Send',
    back: 'Back',
    required: 'This field is required.',
    sent: 'Message sent',
    thanks: 'Thank you for your message',
    notifications: /^Notifications/,
  },
  fi: {
    title: 'Ota yhteyttä',
    name: 'Nimi',
    email: 'Sähköposti',
    subject: 'Aihe',
    message: 'Viesti',
    send: 'Lähetä',
    back: 'Takaisin',
    required: 'Tämä kenttä on pakollinen.',
    sent: 'Viesti lähetetty',
    thanks: 'Kiitos viestistäsi',
    notifications: /^Ilmoitukset/,
  },
} satisfies Record<Language, Record<string, string | RegExp>>;

/** The server's CONTACT_TO when the environment does not set one. */
const CONTACT_TO = 'support@localhost';

/** The mail in the outbox (written since `since`): its headers and the text that holds `marker`. */
function mailContaining(marker: string, since: number) {
  return findMail(since, `mail containing ${marker}`, (mail) => {
    const body = mail.texts.find((text) => text.includes(marker));
    return body === undefined ? undefined : { headers: mail.headers, body };
  });
}

for (const lng of LANGUAGES) {
  const words = text[lng];

  test.describe(`contact page (${lng})`, () => {
    test('requires every field, then sends: the message is stored and mailed', async ({
      page,
    }, testInfo) => {
      await page.goto(`/contact-us?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(words.title));
      await settledScreenshot(page, testInfo, `contact-${lng}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Empty: every field says it is required, and nothing is sent.
      await page.getByRole('button', { name: words.send }).click();
      for (const field of [words.name, words.email, words.subject, words.message]) {
        const input = page.getByRole('textbox', { name: field });
        await expect(input).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(page.getByText(words.required)).toHaveCount(4);
      await expect(page.getByRole('textbox', { name: words.name })).toBeFocused();
      await settledScreenshot(page, testInfo, `contact-required-${lng}`);
      expect(await seriousViolations(page)).toEqual([]);

      const marker = `ref-${lng}-${testInfo.project.name}-${Date.now().toString(36)}`;
      const since = Date.now();
      await page.getByRole('textbox', { name: words.name }).fill('Maija Meikäläinen');
      await page.getByRole('textbox', { name: words.email }).fill('maija@example.fi');
      await page.getByRole('textbox', { name: words.subject }).fill(`Pro plan ${marker}`);
      await page
        .getByRole('textbox', { name: words.message })
        .fill(`Hello!\nWhen will the Pro plan be available? (${marker})`);
      const send = page.getByRole('button', { name: words.send });
      await send.click();
      const notifications = page.getByRole('region', { name: words.notifications });
      await expect(notifications.getByText(words.sent)).toBeVisible();
      await expect(notifications.getByText(words.thanks)).toBeVisible();
      // The form is emptied for the next message.
      await expect(page.getByRole('textbox', { name: words.name })).toHaveValue('');

      // The mail is written from the stored row: its reference is the row's id.
      const mail = await mailContaining(marker, since);
      expect(mail.headers).toMatch(new RegExp(`^To: ${CONTACT_TO}`, 'im'));
      expect(mail.headers).toMatch(/^Reply-To: .*maija@example\.fi/im);
      expect(mail.body).toContain(`When will the Pro plan be available? (${marker})`);
      expect(mail.body).toMatch(/Reference: [0-9a-f-]{36}/);
      expect(mail.body).toContain(`Language: ${lng}`);
      await settledScreenshot(page, testInfo, `contact-sent-${lng}`);
    });

    test('Back goes to the landing page', async ({ page }) => {
      await page.goto(`/contact-us?lng=${lng}`);
      await page.getByRole('link', { name: words.back }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

/** Opens the form in English, fills every field validly and sends it. */
async function sendFilledForm(page: Page) {
  await page.goto('/contact-us?lng=en');
  // What these tests check is the app's answer to a refusal, not its takeover of the server-drawn
  // page (a form sent while the app loads is landing.spec.ts's newsletter test).
  await wakeTheApp(page);
  await page.getByRole('textbox', { name: 'Name' }).fill('Ann');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ann@example.com');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Hello');
  await page.getByRole('textbox', { name: 'Message' }).fill('Hi there');
  await page.getByRole('button', { name: 'Send' }).click();
}

test('Send is disabled while sending; a refusal shows the server detail', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact/contact-us/', async (route) => {
    await held;
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '3600' },
      body: JSON.stringify({
        detail: 'You have sent several messages in a short time. Please wait 60 minutes.',
        error_code: 'rate_limited',
      }),
    });
  });
  await sendFilledForm(page);
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveText(/Sending/);
  release();
  await expect(toasts(page).getByText('Failed to send message')).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect(toasts(page).getByText(/Please wait 60 minutes/)).toBeVisible();
});

test('a 400 answer shows field: message in the validation toast', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/contact/contact-us/', (route) => {
    calls += 1;
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ email: ['Please enter a valid email address.'] }),
    });
  });
  await sendFilledForm(page);
  await expect(toasts(page).getByText('Please check the form')).toBeVisible();
  await expect(toasts(page).getByText('email: Please enter a valid email address.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(calls).toBe(1);
});

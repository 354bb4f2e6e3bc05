/**
 * Who saw my CV, at phone size in both languages: strangers open the public CV through LinkedIn,
 * WhatsApp and a QR code (two of them, one twice) and LinkedIn's crawler makes a link preview;
 * the owner sees the 30 days' sparkline and total on the dashboard, then the full view: totals,
 * channels, language versions and previews, in 30 and 90 days. A CV without views, made private,
 * tells how to get some and that private CVs are not counted.
 */
import { expect, request, test, type Locator, type Page } from '@playwright/test';
import { editCv, signInNewOwner } from './fixtures/cvs';
import { alsoOnDesktopIn, LANGUAGES, screenshot, seriousViolations, slowExpect } from './support';
import { cvPageAction } from './support-cv-page';

const WORDS = {
  en: {
    total: '3 views in 30 days',
    open: 'See views',
    title: 'Views of your CV',
    totals30: 'In the last 30 days',
    totals90: 'In the last 90 days',
    days90: '90 days',
    views: 'Views 3',
    visitors: 'Visitors 2',
    previews: 'Link previews 1',
    channels: 'Views per channel',
    channelsTitle: 'Where the views came from',
    channelRows: ['LinkedIn 1', 'WhatsApp 1', 'QR code 1'],
    languages: 'Views per language version',
    languageRow: 'English 3',
    previewsBySite: 'Link previews per site',
    daily: /^Views, visitors and link previews per day/,
    toolbarLink: 'Views',
    empty: 'No views yet',
    private: 'Private CVs are not counted',
    share: 'Share your CV',
  },
  fi: {
    total: '3 katselua 30 päivässä',
    open: 'Näytä katselut',
    title: 'CV:si katselut',
    totals30: 'Viimeisten 30 päivän aikana',
    totals90: 'Viimeisten 90 päivän aikana',
    days90: '90 päivää',
    views: 'Katselukerrat 3',
    visitors: 'Kävijät 2',
    previews: 'Linkin esikatselut 1',
    channels: 'Katselukerrat kanavittain',
    channelsTitle: 'Mistä katsojat tulivat',
    channelRows: ['LinkedIn 1', 'WhatsApp 1', 'QR-koodi 1'],
    languages: 'Katselukerrat kieliversioittain',
    languageRow: 'Suomi 3',
    previewsBySite: 'Linkin esikatselut sivustoittain',
    daily: /^Katselukerrat, kävijät ja linkin esikatselut päivittäin/,
    toolbarLink: 'Katselut',
    empty: 'Ei vielä katselukertoja',
    private: 'Yksityisten CV:iden katseluja ei lasketa',
    share: 'Jaa CV:si',
  },
} as const;

const PHONE_A =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const PHONE_B =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';

/**
 * Strangers' visits, each from a context of its own (no cookie of the owner's device): A through
 * LinkedIn and later a QR code, B through WhatsApp, and LinkedIn's crawler making a preview.
 */
async function strangersVisit(baseURL: string, address: string) {
  const visits = [
    { agent: PHONE_A, via: 'linkedin' },
    { agent: PHONE_B, via: 'whatsapp' },
    { agent: PHONE_A, via: 'qr' },
    {
      agent:
        'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      via: null,
    },
  ];
  for (const { agent, via } of visits) {
    const stranger = await request.newContext({ baseURL, userAgent: agent });
    const answer = await stranger.get(via ? `${address}?via=${via}` : address);
    expect(answer.status()).toBe(200);
    await stranger.dispose();
  }
}

const tableOf = (page: Page, caption: string | RegExp) =>
  page.getByRole('table', { name: caption });
const rowOf = (table: Locator, name: string) => table.getByRole('row', { name, exact: true });

for (const lng of LANGUAGES) {
  const w = WORDS[lng];

  test(`${lng}: the owner sees strangers' views per day, channel and language, and link previews`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { account, id } = await signInNewOwner(page, baseURL!, 'views', { language: lng });
    await strangersVisit(baseURL!, `/${account.username}`);

    await page.goto(`/dashboard?lng=${lng}`);
    const card = page.getByRole('listitem').filter({ hasText: w.total });
    await slowExpect(card).toBeVisible();
    await screenshot(page, testInfo, `views-dashboard-${lng}`);
    await card.getByRole('link', { name: w.open }).click();

    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const totals = tableOf(page, w.totals30);
    await slowExpect(rowOf(totals, w.views)).toBeVisible();
    await expect(rowOf(totals, w.visitors)).toBeVisible();
    await expect(rowOf(totals, w.previews)).toBeVisible();
    for (const row of w.channelRows)
      await expect(rowOf(tableOf(page, w.channels), row)).toBeVisible();
    await expect(rowOf(tableOf(page, w.languages), w.languageRow)).toBeVisible();
    await expect(rowOf(tableOf(page, w.previewsBySite), 'LinkedIn 1')).toBeVisible();
    // The daily table, which screen readers read instead of the chart: today had every visit.
    const days = tableOf(page, w.daily).getByRole('row');
    await expect(days).toHaveCount(2);
    await expect(days.last().getByRole('cell')).toHaveText(['3', '2', '1']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `views-30-days-${lng}`);

    await page.getByRole('button', { name: w.days90 }).click();
    await expect(page).toHaveURL(/days=90/);
    await expect(page.getByRole('table', { name: w.totals90 })).toBeVisible();
    await expect(rowOf(tableOf(page, w.totals90), w.views)).toBeVisible();
    await screenshot(page, testInfo, `views-90-days-${lng}`);

    // The CV page's toolbar leads here too.
    await page.goto(`/cv/${id}?lng=${lng}`);
    await (await cvPageAction(page, w.toolbarLink, { role: 'link', lng })).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  });

  test(`${lng}: a private CV without views says how to get some and that it is not counted`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const { account, id } = await signInNewOwner(page, baseURL!, 'noviews', { language: lng });
    await editCv(baseURL!, account, id, { is_public: false });
    await page.goto(`/cv/${id}/views?lng=${lng}`);
    await slowExpect(page.getByRole('heading', { level: 2, name: w.empty })).toBeVisible();
    await expect(page.getByText(w.private)).toBeVisible();
    await expect(page.getByRole('link', { name: w.share })).toHaveAttribute('href', `/cv/${id}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `views-empty-${lng}`);
  });
}

/** 90 days of made-up counts, rising towards today, with a quiet day now and then. */
function madeUpStats(days: number) {
  const today = Date.now();
  const day = (back: number) => new Date(today - back * 86_400_000).toISOString().slice(0, 10);
  const counts = Array.from({ length: days }, (_, i) =>
    i % 7 === 3 ? 0 : Math.round((i / days) * 14) + (i % 3),
  );
  return {
    days: counts.map((views, i) => ({
      date: day(days - 1 - i),
      views,
      visitors: Math.ceil(views * 0.7),
      previews: i % 11 === 0 ? 1 : 0,
    })),
    channels: {
      linkedin: 120,
      whatsapp: 64,
      facebook: 12,
      instagram: 5,
      qr: 31,
      copy: 22,
      share: 17,
      direct: 40,
      other: 3,
    },
    languages: { en: 230, fi: 84 },
    previews: {
      linkedin: 5,
      whatsapp: 3,
      facebook: 1,
      instagram: 0,
      qr: 0,
      copy: 0,
      share: 0,
      direct: 0,
      other: 1,
    },
  };
}

for (const lng of LANGUAGES) {
  test(
    `${lng}: a busy CV's chart keeps its dates and counts readable on a phone`,
    alsoOnDesktopIn(lng),
    async ({ page, baseURL }, testInfo) => {
      const { id } = await signInNewOwner(page, baseURL!, 'busy', { language: lng });
      await page.route(/\/api\/cv\/get_cv\/[^/]+\/stats\//, (route) =>
        route.fulfill({
          json: {
            data: madeUpStats(Number(new URL(route.request().url()).searchParams.get('days'))),
          },
        }),
      );
      await page.goto(`/cv/${id}/views?lng=${lng}`);
      await slowExpect(
        page.getByRole('heading', { level: 2, name: WORDS[lng].channelsTitle }),
      ).toBeVisible();
      await screenshot(page, testInfo, `views-busy-30-${lng}`);
      await page.getByRole('button', { name: WORDS[lng].days90 }).click();
      await expect(page.getByRole('table', { name: WORDS[lng].totals90 })).toBeVisible();
      await screenshot(page, testInfo, `views-busy-90-${lng}`);
      await page.goto(`/dashboard?lng=${lng}`);
      await slowExpect(page.getByRole('link', { name: WORDS[lng].open })).toBeVisible();
      await screenshot(page, testInfo, `views-busy-dashboard-${lng}`);
    },
  );
}

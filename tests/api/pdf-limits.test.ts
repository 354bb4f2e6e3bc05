/**
 * PDF downloads are limited per account and per address beside the render queue, so one client
 * cannot keep everyone else on 503 `pdf_busy`. Every download counts, kept or rendered; the files
 * of made-up CVs (404s) count too, which keeps this test to two renders.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PDF_LIMITS } from '@server/modules/pdf/limits';
import { appForFile, call } from './harness';
import { createCv, newOwner } from './owner-helpers';
import { randomIp } from './users-helpers';

const t = appForFile();

function expectLimited(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ error_code: 'rate_limited', detail: expect.any(String) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(PDF_LIMITS.windowMs / 1000 - 60);
  expect(retryAfter).toBeLessThanOrEqual(PDF_LIMITS.windowMs / 1000);
}

describe('PDF download limits', () => {
  it('an account gets its files, then 429 with Retry-After; another account still gets its own', async () => {
    const greedy = await newOwner(t, 'pdfgreedy');
    const cv = await createCv(t, greedy.token);
    const download = (ip: string) =>
      call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/pdf/`, { token: greedy.token, ip });
    expect((await download(randomIp())).statusCode).toBe(200);
    // From many addresses, made-up CVs too: the account's counter sees them all.
    for (let i = 1; i < PDF_LIMITS.perUser; i++) {
      const url = `/api/cv/get_cv/${i % 2 ? randomUUID() : cv.uuid}/pdf/`;
      const res = await call(t, 'GET', url, { token: greedy.token, ip: randomIp() });
      expect(res.statusCode).toBe(i % 2 ? 404 : 200);
    }
    expectLimited(await download(randomIp()));

    const other = await newOwner(t, 'pdfother');
    const own = await createCv(t, other.token);
    const res = await call(t, 'GET', `/api/cv/get_cv/${own.uuid}/pdf/`, { token: other.token });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("an address gets public CVs' files, then 429; the owner's downloads share its count", async () => {
    const ip = randomIp();
    const owner = await newOwner(t, 'pdfaddr');
    // The owner's route counts on the address as well.
    const mine = await call(t, 'GET', `/api/cv/get_cv/${randomUUID()}/pdf/`, {
      token: owner.token,
      ip,
    });
    expect(mine.statusCode).toBe(404);
    for (let i = 1; i < PDF_LIMITS.perAddress; i++) {
      const url = i % 2 ? `/api/pdf/nobody${i}/` : `/api/pdf/nobody${i}/cv/?paper=letter`;
      expect((await call(t, 'GET', url, { ip })).statusCode).toBe(404);
    }
    expectLimited(await call(t, 'GET', '/api/pdf/nobody/', { ip }));
    expectLimited(
      await call(t, 'GET', `/api/cv/get_cv/${randomUUID()}/pdf/`, { token: owner.token, ip }),
    );
    // A malformed request is refused before it is counted; another address is not limited.
    expect((await call(t, 'GET', '/api/pdf/nobody/?paper=a3', { ip })).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/pdf/nobody/', { ip: randomIp() })).statusCode).toBe(404);
  });
});

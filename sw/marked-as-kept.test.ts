import { describe, expect, it } from 'vitest';
import { KEPT_COPY_HEADER } from '@/config/sync';
import { markedAsKept } from './marked-as-kept';

const use = (cachedResponse: Response | undefined) =>
  markedAsKept().cachedResponseWillBeUsed!({
    cacheName: 'owner-api',
    request: new Request('https://cv.example/api/cv/get_cv/1/pdf/'),
    cachedResponse,
    event: Object.assign(new Event('fetch'), { waitUntil: () => undefined }),
    state: {},
  });

describe('an answer served from the cache', () => {
  it('says so, and keeps its body, status and headers (its Date among them)', async () => {
    const date = 'Sat, 28 Nov 2026 14:02:00 GMT';
    const kept = await use(
      new Response('%PDF-1.7', {
        status: 200,
        headers: { date, 'content-type': 'application/pdf' },
      }),
    );
    expect(kept!.headers.get(KEPT_COPY_HEADER)).toBe('1');
    expect(kept!.headers.get('date')).toBe(date);
    expect(kept!.headers.get('content-type')).toBe('application/pdf');
    expect(await kept!.text()).toBe('%PDF-1.7');
  });

  it('leaves a miss a miss', async () => {
    expect(await use(undefined)).toBeUndefined();
  });
});

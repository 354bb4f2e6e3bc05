/**
 * Two instances on one PostgreSQL database and one Redis, each listening on its own port as behind
 * a load balancer: what one writes, the other shows on the public page, the public API and the
 * preview card within a second, though it had cached the old answers (an edit, a CV made private,
 * a username change), and an ended session is refused there too. Runs where PostgreSQL and Redis
 * answer (the CI's PostgreSQL pass).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createCvWithPhoto, newOwner } from './owner-helpers';
import { PASSWORD } from './users-helpers';
import { call, twoInstancesForFile, usingPostgres } from './harness';
import { testRedisUrl } from '../fixtures/test-redis';

const redisUrl = testRedisUrl;

describe.runIf(usingPostgres && redisUrl)('two instances behind one balancer', () => {
  const { a, b } = twoInstancesForFile(redisUrl!);
  let bOrigin: string;

  beforeAll(async () => {
    // B answers over HTTP, as it would to the balancer: its cached pages take the fast path.
    bOrigin = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** What B answers now for a path. */
  const fromB = async (path: string) => {
    const res = await fetch(`${bOrigin}${path}`);
    return { status: res.status, body: await res.text() };
  };

  /** Polls B until `check` holds, and says how long it took (it must be under a second). */
  async function seenOnB(
    path: string,
    check: (answer: { status: number; body: string }) => boolean,
  ) {
    const started = performance.now();
    for (;;) {
      const answer = await fromB(path);
      const waited = performance.now() - started;
      if (check(answer)) return waited;
      if (waited > 1000)
        throw new Error(`${path} on B after ${Math.round(waited)} ms: ${answer.status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The preview card's address on B's page (it changes with every version of the CV). */
  const cardOf = (html: string) =>
    /property="og:image" content="[^"]*(\/media\/og\/[^"]+)"/
      .exec(html)?.[1]
      ?.replaceAll('&amp;', '&');

  it('an edit through A is on B’s page, public API and card within a second', async () => {
    const owner = await newOwner(a, 'inst');
    await createCvWithPhoto(a, owner.token);
    // B has the old answers cached (read twice: the second comes from its caches).
    for (let i = 0; i < 2; i++) {
      expect((await fromB(`/${owner.username}`)).body).toContain('Frontend Developer');
      expect((await fromB(`/api/cv/${owner.username}/`)).body).toContain('Frontend Developer');
    }
    const oldCard = cardOf((await fromB(`/${owner.username}`)).body);
    expect((await fromB(oldCard!)).status).toBe(200);

    const cv = await call(a, 'GET', `/api/cv/${owner.username}/`);
    const edit = await call(a, 'PATCH', `/api/cv/edit_cv/${cv.json().data.uuid}/`, {
      token: owner.token,
      json: { current_job_title: 'Staff Engineer' },
    });
    expect(edit.statusCode).toBe(200);
    const waits = [
      await seenOnB(`/${owner.username}`, (r) => r.body.includes('Staff Engineer')),
      await seenOnB(`/api/cv/${owner.username}/`, (r) => r.body.includes('Staff Engineer')),
    ];
    const card = cardOf((await fromB(`/${owner.username}`)).body);
    expect(card).not.toBe(oldCard);
    const drawn = await fetch(`${bOrigin}${card}`);
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('image/jpeg');
    expect(Math.max(...waits)).toBeLessThan(1000);
  });

  it('a CV made private through A is gone from B within a second', async () => {
    const owner = await newOwner(a, 'instp');
    const cv = await createCvWithPhoto(a, owner.token);
    expect((await fromB(`/${owner.username}`)).status).toBe(200);
    expect((await fromB(`/api/cv/${owner.username}/`)).status).toBe(200);
    await call(a, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { is_public: false },
    });
    await seenOnB(`/${owner.username}`, (r) => r.status === 404);
    await seenOnB(`/api/cv/${owner.username}/`, (r) => r.status === 404);
    expect((await fromB(`/media/og/${cv.uuid}.jpg`)).status).toBe(404);
  });

  it('a username changed through A moves B’s addresses within a second', async () => {
    const owner = await newOwner(a, 'instu');
    await createCvWithPhoto(a, owner.token);
    expect((await fromB(`/${owner.username}`)).status).toBe(200);
    expect((await fromB(`/api/cv/${owner.username}/`)).status).toBe(200);
    const renamed = `${owner.username}x`;
    const res = await call(a, 'PATCH', '/api/users/me/username/', {
      token: owner.token,
      json: { username: renamed },
    });
    expect(res.statusCode).toBe(200);
    await seenOnB(`/${owner.username}`, (r) => r.status === 404);
    await seenOnB(`/api/cv/${owner.username}/`, (r) => r.status === 404);
    await seenOnB(`/${renamed}`, (r) => r.status === 200 && r.body.includes(`/${renamed}`));
  });

  it('a logout through A ends the session on B within a second, though B had it cached', async () => {
    const owner = await newOwner(a, 'insts');
    const phone = await call(a, 'POST', '/api/users/login/', {
      json: { email: owner.email, password: PASSWORD },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    const { access, refresh } = phone.json().data.tokens as { access: string; refresh: string };
    const meOnB = () =>
      fetch(`${bOrigin}/api/users/me/`, { headers: { authorization: `Bearer ${access}` } });
    // B has taken the token twice: its cache says the session is alive.
    expect((await meOnB()).status).toBe(200);
    expect((await meOnB()).status).toBe(200);
    expect((await call(a, 'POST', '/api/users/logout/', { json: { refresh } })).statusCode).toBe(
      200,
    );
    const started = performance.now();
    while ((await meOnB()).status !== 401) {
      if (performance.now() - started > 1000) throw new Error('B still takes the ended session');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});

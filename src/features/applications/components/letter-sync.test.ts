/** The letter's own line says "on the server" only when the server's last answer has this letter. */
import { describe, expect, it } from 'vitest';
import { emptyLetter, type CoverLetter } from '@/domain/cover-letter';
import type { LocalApplication } from '@/lib/cv-store/use-local-applications';
import { letterOnServer } from './letter-sync';

const written: CoverLetter = { ...emptyLetter('fi'), greeting: 'Hei,', body: 'Haen tehtävää.' };

function application(
  local: CoverLetter | null | undefined,
  server: { letter?: CoverLetter | null } | null,
  serverId: string | null = 'a1',
): LocalApplication {
  return {
    id: serverId ?? 'here',
    record: { serverId, server } as LocalApplication['record'],
    doc: { letter: local } as LocalApplication['doc'],
    status: { state: 'saved' },
    updatedAt: 0,
  };
}

describe('whether the letter is on the server', () => {
  it('is when the server answered with the same letter', () => {
    expect(letterOnServer(application({ ...written }, { letter: written }))).toBe(true);
  });

  it('is not while a change of it waits, or before the application reached the server', () => {
    expect(letterOnServer(application({ ...written, body: 'Uusi.' }, { letter: written }))).toBe(
      false,
    );
    expect(letterOnServer(application(written, null, null))).toBe(false);
  });

  it('counts no letter on either side as the same, a record from before letters too', () => {
    expect(letterOnServer(application(null, { letter: null }))).toBe(true);
    expect(letterOnServer(application(undefined, {}))).toBe(true);
    expect(letterOnServer(application(written, {}))).toBe(false);
  });
});

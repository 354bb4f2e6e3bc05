import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerOf, cvAnswerSchema, cvListAnswerSchema, publicCvAnswerSchema } from './answers';
import { CV_CREATE_DEFAULTS, type CvDto, type PublicCvDto } from './cv';

const stored: CvDto = {
  ...CV_CREATE_DEFAULTS,
  title: 'Main',
  first_name: 'Anna',
  last_name: 'Kivi',
  email: 'anna@example.com',
  skills: [
    { uuid: '7d7f5b9e-8f3a-4c1e-9b53-2b0c1e3f4a5d', skill_name: 'Go', proficiency: 'expert' },
  ],
  links: [
    { uuid: '0b3c1e2d-4f5a-4b6c-8d7e-9f0a0b0c0d0e', link_type: 'github', url: 'https://x.fi' },
  ],
  uuid: '5f0c7a52-3b1d-4e6f-9a8b-1c2d3e4f5a6b',
  slug: null,
  username: 'anna',
  user: 'feedface-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  photo: null,
  translations: { fi: { title: 'Pää' } },
  translation_status: { fi: { missing: [], outdated: [] } },
  version: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

describe('answer schemas', () => {
  it('cut a public CV to the public keys, dropping owner-only fields and any future column', () => {
    const future = {
      ...stored,
      languages: ['en' as const, 'fi' as const],
      fallbacks: [],
      stripe_customer: 'cus_secret',
      owner_notes: 'private',
    };
    const answer = z.encode(answerOf(publicCvAnswerSchema), { data: future });
    const ownerOnly = [
      'user',
      'is_public',
      'pdf_qr_code',
      'version',
      'translations',
      'translation_status',
    ];
    expect(Object.keys(answer.data).sort()).toEqual(
      [
        ...Object.keys(stored).filter((key) => !ownerOnly.includes(key)),
        'languages',
        'fallbacks',
      ].sort(),
    );
    expect(JSON.stringify(answer)).not.toMatch(/cus_secret|private|feedface/);
    expect(answer.data.skills[0]).toEqual(stored.skills[0]);
  });

  it("keep the owner's fields in the owner's answer, and nested rows whole", () => {
    expect(z.encode(cvAnswerSchema, stored)).toEqual(stored);
    const list = z.encode(cvListAnswerSchema, [stored]);
    expect(list).toEqual([
      {
        uuid: stored.uuid,
        title: 'Main',
        // The dashboard greets the owner by it.
        first_name: stored.first_name,
        last_name: stored.last_name,
        slug: null,
        theme: stored.theme,
        is_public: true,
        updated_at: stored.updated_at,
        // The dashboard counts what is left to translate from these.
        language: 'en',
        translation_status: stored.translation_status,
      },
    ]);
  });

  it('never refuse a stored value that a newer rule would (the row was valid when written)', () => {
    // A row written under older rules: a longer title, a theme since retired.
    const old: unknown = {
      ...stored,
      languages: ['en'],
      fallbacks: [],
      title: 'x'.repeat(10_000),
      theme: 'retired-theme',
    };
    expect(z.encode(publicCvAnswerSchema, old as PublicCvDto).title).toHaveLength(10_000);
  });

  it('refuse an answer of the wrong shape (a bug, never sent half-right)', () => {
    const wrong: unknown = { ...stored, version: 'three' };
    expect(z.safeEncode(cvAnswerSchema, wrong as CvDto).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CV_CONTENT_KEYS, cvCreateSchema, cvPatchSchema, publicCvSchema } from './cv';

const minimal = { first_name: 'Aino', last_name: 'Virtanen', email: 'aino@example.com' };

describe('the CV schemas', () => {
  it('fills create_cv’s defaults for fields it was not sent', () => {
    const created = cvCreateSchema.parse(minimal);
    // Every content field is there, and the texts and lists are empty.
    expect(Object.keys(created).sort()).toEqual([...CV_CONTENT_KEYS].sort());
    expect(created).toMatchObject({
      ...minimal,
      theme: 'templateA',
      language: 'en',
      is_public: true,
      // The PDF's QR code is the owner's to turn on, never a default.
      pdf_qr_code: false,
    });
    for (const key of [
      'title',
      'phone',
      'current_job_title',
      'bio_title',
      'bio_description',
    ] as const)
      expect(created[key]).toBe('');
    for (const key of ['experiences', 'educations', 'skills', 'links'] as const)
      expect(created[key]).toEqual([]);
  });

  it('never adds a default to a patch: absent means unchanged', () => {
    expect(cvPatchSchema.parse({})).toEqual({});
    expect(cvPatchSchema.parse({ slug: 'my-cv', is_public: false })).toEqual({
      slug: 'my-cv',
      is_public: false,
    });
    expect(cvPatchSchema.parse({ theme: 'default' })).toEqual({ theme: 'templateA' });
  });

  it('refuses unknown fields in create and patch alike', () => {
    expect(cvPatchSchema.safeParse({ user: 'someone' }).success).toBe(false);
    expect(cvCreateSchema.safeParse({ ...minimal, version: 3 }).success).toBe(false);
  });

  it('gives a skill or link sent without an id one, and keeps an id it was sent', () => {
    const id = '6f1f7f0e-0c4e-4c55-9d59-0a3f7c1b2d3e';
    const parsed = cvPatchSchema.parse({
      skills: [
        { skill_name: 'Go', proficiency: 'expert' },
        { uuid: id, skill_name: 'TS', proficiency: '' },
      ],
    });
    expect(parsed.skills?.[0]?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(parsed.skills?.[1]?.uuid).toBe(id);
  });

  it('names no private field in the public answer', () => {
    const keys = publicCvSchema.keyof().options;
    expect(keys).not.toContain('user');
    expect(keys).not.toContain('is_public');
    expect(keys).not.toContain('pdf_qr_code');
    expect(keys).not.toContain('version');
    const settings: string[] = ['is_public', 'pdf_qr_code'];
    for (const key of CV_CONTENT_KEYS.filter((k) => !settings.includes(k)))
      expect(keys).toContain(key);
  });
});

import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact';
import { emailSchema } from './account';
import { cvContentSchema, cvCreateSchema, cvPatchSchema } from './cv';
import { plainText, unsafeTextReason } from './plain-text';

const BROKEN = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff', '\uffff'];

describe('unsafeTextReason', () => {
  it.each(BROKEN)('refuses %j anywhere in the text', (c) => {
    expect(unsafeTextReason(`a${c}b`)).toBe('control_characters');
    expect(unsafeTextReason(`${c}`, true)).toBe('control_characters');
    expect(unsafeTextReason(`ab${c}`, true)).toBe('control_characters');
  });

  it('keeps what people write: accents, emoji (a surrogate pair), other scripts', () => {
    for (const text of ['Äänekoski', 'Zoë 😀', 'Søren Ø', 'محمد', '王小明', 'a\u00a0b', '‐–—'])
      expect(unsafeTextReason(text)).toBeNull();
  });

  it('keeps tab and line breaks in multi-line text only', () => {
    for (const text of ['a\nb', 'a\r\nb', 'a\tb']) {
      expect(unsafeTextReason(text, true)).toBeNull();
      expect(unsafeTextReason(text)).toBe('single_line');
    }
  });
});

describe('plainText', () => {
  it('trims, so a line break at the ends of a one-line field is fine', () => {
    expect(plainText().parse(' Anna\n')).toBe('Anna');
  });

  it('names the rule in its message key', () => {
    const issues = plainText().safeParse('a\u0000').error?.issues;
    expect(issues?.map((i) => i.message)).toEqual(['validation.control_characters']);
  });

  it('builds each rule once, and a rule chained on a shared one stays with the field that adds it', () => {
    expect(plainText({ max: 5 })).toBe(plainText({ max: 5 }));
    expect(plainText({ max: 5, required: true })).not.toBe(plainText({ max: 5 }));
    const digits = plainText({ max: 5 }).regex(/^\d*$/, 'validation.digits');
    expect(digits.safeParse('abc').success).toBe(false);
    expect(plainText({ max: 5 }).parse('abc')).toBe('abc');
    expect(plainText({ max: 5 }).safeParse('abcdef').success).toBe(false);
    expect(plainText({ max: 5, multiline: true }).parse('a\nb')).toBe('a\nb');
    expect(plainText({ max: 5 }).safeParse('a\nb').success).toBe(false);
  });
});

describe('every text field of the shared schemas uses it', () => {
  const cv = { first_name: 'Anna', last_name: 'Kivi', email: 'anna@example.com' };
  const fields = [
    'title',
    'first_name',
    'last_name',
    'phone',
    'current_job_title',
    'bio_title',
    'bio_description',
  ] as const;

  it.each(fields)('CV %s', (field) => {
    const create = cvCreateSchema.safeParse({ ...cv, [field]: 'x\u0000' });
    expect(create.error?.issues[0]).toMatchObject({
      path: [field],
      message: 'validation.control_characters',
    });
    const patch = cvPatchSchema.safeParse({ [field]: 'x\ud800' });
    expect(patch.error?.issues[0]?.path).toEqual([field]);
  });

  it('CV rows: experiences, educations, skills and links', () => {
    const rows = {
      experiences: [
        { company_name: 'A\u0001', role: '', description: 'x\u0000', location: '' },
      ].map((e) => ({ ...e, start_date: '2020-01-01', end_date: null })),
      educations: [
        {
          institution: '\udc00',
          degree: '',
          field_of_study: '',
          start_date: '2020-01-01',
          end_date: null,
        },
      ],
      skills: [{ skill_name: 'Go\u0000', proficiency: 'expert' }],
      links: [{ link_type: 'website', url: 'https://example.com/\u0000' }],
    };
    const paths = cvPatchSchema.safeParse(rows).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual([
      'experiences.0.company_name',
      'experiences.0.description',
      'educations.0.institution',
      'skills.0.skill_name',
      'links.0.url',
    ]);
  });

  it('multi-line CV fields keep their line breaks; one-line fields refuse them', () => {
    const base = cvContentSchema.parse(cvCreateSchema.parse(cv));
    expect(cvContentSchema.parse({ ...base, bio_description: 'One.\nTwo.' }).bio_description).toBe(
      'One.\nTwo.',
    );
    const refused = cvContentSchema.safeParse({ ...base, current_job_title: 'Lead\nDesigner' });
    expect(refused.error?.issues[0]?.message).toBe('validation.single_line');
  });

  it('e-mail, contact form and newsletter', () => {
    expect(emailSchema.safeParse('a\u0000@example.com').error?.issues[0]?.message).toBe(
      'validation.control_characters',
    );
    const contact = contactMessageSchema.safeParse({
      name: 'A\u0000',
      email: 'a@example.com',
      subject: 'Hi\ud800',
      message: 'Line one\nline two\u001b',
    });
    expect(contact.error?.issues.map((i) => i.path[0])).toEqual(['name', 'subject', 'message']);
    // The contact form's one-line fields still fold line breaks into spaces, as before.
    const folded = contactMessageSchema.parse({
      name: 'Anna\nKivi',
      email: 'a@example.com',
      subject: 'Hi',
      message: 'Line one\nline two',
    });
    expect(folded.name).toBe('Anna Kivi');
    expect(folded.message).toBe('Line one\nline two');
  });
});

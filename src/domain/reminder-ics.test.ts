import { describe, expect, it } from 'vitest';
import { foldLine, icsText, reminderIcs, reminderWords } from './reminder-ics';

const words = { summary: 'Follow up: Developer at Acme, Inc; Oy', description: 'Ask how it goes.' };
const application = {
  uuid: '00000000-0000-4000-8000-000000000001',
  company: 'Acme, Inc; Oy',
  role: 'Developer',
  url: 'https://jobs.example.com/1',
  follow_up_on: '2026-12-31',
};

describe('the follow-up reminder as a calendar file', () => {
  it('is one all-day event on the follow-up day, ending the next day, across a year', () => {
    const ics = reminderIcs(
      application,
      words,
      'cv.example.com',
      new Date('2026-11-30T10:00:00Z'),
    )!;
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('UID:00000000-0000-4000-8000-000000000001@cv.example.com');
    expect(lines).toContain('DTSTAMP:20261130T100000Z');
    expect(lines).toContain('SUMMARY:Follow up: Developer at Acme\\, Inc\\; Oy');
    expect(lines).toContain('DESCRIPTION:Ask how it goes.\\nhttps://jobs.example.com/1');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('is none without a follow-up day', () => {
    expect(reminderIcs({ ...application, follow_up_on: null }, words, 'h', new Date())).toBeNull();
  });

  it('escapes what would end a value and folds long lines without splitting a letter', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const long = `SUMMARY:${'ä'.repeat(80)}`;
    const folded = foldLine(long).split('\r\n');
    for (const line of folded)
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(long);
  });
});

describe('the reminder’s words', () => {
  const t = (key: string, params?: Record<string, unknown>) => `${key} ${JSON.stringify(params)}`;
  it('name the role and the company, or the company alone without a role', () => {
    expect(reminderWords({ company: 'Acme', role: 'Developer' }, t)).toEqual({
      summary: 'reminder.summary {"company":"Acme","role":"Developer"}',
      description: 'reminder.description {"company":"Acme","role":"Developer"}',
    });
    expect(reminderWords({ company: 'Acme', role: ' ' }, t).summary).toMatch(
      /^reminder\.summaryNoRole /,
    );
  });
});

/**
 * An application's follow-up as a calendar file (RFC 5545): one all-day event on its follow-up
 * day, which a phone's calendar adds. Made alike by the server (`reminder.ics`) and by the app on
 * the phone, offline too.
 */
import type { Translate } from './validation-messages';

export interface ReminderSource {
  uuid: string;
  company: string;
  role: string;
  url: string;
  follow_up_on: string | null;
}

export interface ReminderWords {
  summary: string;
  description: string;
}

/**
 * The event's words in the owner's language (`reminder` in locales/{en,fi}/applications.json): the role
 * and the company, or the company alone when no role is given.
 */
export function reminderWords(
  application: Pick<ReminderSource, 'company' | 'role'>,
  t: Translate,
): ReminderWords {
  const texts = { company: application.company, role: application.role };
  return {
    summary: t(application.role.trim() ? 'reminder.summary' : 'reminder.summaryNoRole', texts),
    description: t('reminder.description', texts),
  };
}

/** A text as a calendar line holds it: backslash, semicolon, comma and line breaks escaped. */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A content line folded at 75 octets (a continuation starts with a space), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length ? 74 : 75;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDay = (day: string) => day.replaceAll('-', '');
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const stamp = (now: Date) => `${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The calendar file, or null when the application has no follow-up day. */
export function reminderIcs(
  application: ReminderSource,
  words: ReminderWords,
  host: string,
  now: Date,
): string | null {
  const day = application.follow_up_on;
  if (!day) return null;
  const description = [words.description, application.url].filter(Boolean).join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CV Builder//Applications//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${application.uuid}@${host}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${compactDay(day)}`,
    `DTEND;VALUE=DATE:${compactDay(nextDay(day))}`,
    `SUMMARY:${icsText(words.summary)}`,
    `DESCRIPTION:${icsText(description)}`,
    ...(application.url ? [`URL:${application.url}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(words.summary)}`,
    'TRIGGER:PT9H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

import { unzipSync } from 'fflate';
import type * as Fflate from 'fflate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { ENGLISH_EXPORT, linkedInCsv, zipOf } from './export-for-tests';
import { readLinkedInCsvs, readLinkedInZip, type LinkedInFiles } from './index';

// The real unzip, watched: a refused file must never reach it.
vi.mock('fflate', async (importOriginal) => {
  const actual = await importOriginal<typeof Fflate>();
  return { ...actual, unzipSync: vi.fn(actual.unzipSync) };
});
beforeEach(() => {
  vi.mocked(unzipSync).mockClear();
});

const files = (result: ReturnType<typeof readLinkedInZip>): LinkedInFiles => {
  if ('problem' in result) throw new Error(`not read: ${result.problem}`);
  return result;
};

/** The ZIP with entry `name`'s declared unpacked size set to `size` (its central and local headers). */
function declaring(zip: Uint8Array, name: string, size: number): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  const encoded = new TextEncoder().encode(name);
  for (let at = 0; at + 46 < bytes.length; at++) {
    const signature = view.getUint32(at, true);
    const central = signature === 0x02014b50;
    if (!central && signature !== 0x04034b50) continue;
    const nameAt = at + (central ? 46 : 30);
    const named = encoded.every((byte, i) => bytes[nameAt + i] === byte);
    if (named) view.setUint32(at + (central ? 24 : 22), size, true);
  }
  return bytes;
}

describe('reading the export ZIP', () => {
  it('reads the files a CV needs, by name in any case and in any folder, and nothing else', () => {
    const zip = zipOf({
      'Basic_LinkedInDataExport_11-27-2026/positions.CSV': ENGLISH_EXPORT['Positions.csv']!,
      'Basic_LinkedInDataExport_11-27-2026/Email_Addresses.csv':
        ENGLISH_EXPORT['Email Addresses.csv']!,
      'Profile.csv': ENGLISH_EXPORT['Profile.csv']!,
      'copy/profile.csv': linkedInCsv([['First Name'], ['Someone else']]),
      'Connections.csv': linkedInCsv([['First Name'], ['Ben']]),
      '__MACOSX/._Skills.csv': 'junk',
    });
    const result = files(readLinkedInZip(zip));
    expect(Object.keys(result.files).sort()).toEqual(['emails', 'positions', 'profile']);
    expect(result.files.positions?.name).toBe('Basic_LinkedInDataExport_11-27-2026/positions.CSV');
    // The byte-order mark goes with the decoding; the text is LinkedIn's own.
    expect(result.files.positions?.text.startsWith('"Company Name"')).toBe(true);
    // A copy in another folder is not read over the first.
    expect(result.files.profile?.name).toBe('Profile.csv');
    expect(result.refused).toEqual([]);
  });

  it('says what is wrong when there is nothing to read', () => {
    expect(readLinkedInZip(zipOf({}))).toEqual({ problem: 'empty' });
    expect(readLinkedInZip(zipOf({ 'folder/': new Uint8Array() }))).toEqual({ problem: 'empty' });
    expect(readLinkedInZip(zipOf({ 'photo.jpg': new Uint8Array([1, 2, 3]) }))).toEqual({
      problem: 'not_linkedin',
    });
    expect(readLinkedInZip(new TextEncoder().encode('First Name,Last Name\r\n'))).toEqual({
      problem: 'not_zip',
    });
    expect(readLinkedInZip(new Uint8Array())).toEqual({ problem: 'not_zip' });
  });

  it('refuses a file over the limit before reading a byte of it', () => {
    const result = readLinkedInZip(new Uint8Array(LIMITS.linkedInZipBytes + 1));
    expect(result).toEqual({ problem: 'too_large' });
    expect(unzipSync).not.toHaveBeenCalled();
    // At the limit it is read (and these zeros are no ZIP).
    expect(readLinkedInZip(new Uint8Array(1024))).toEqual({ problem: 'not_zip' });
  });

  it('never inflates a CSV that declares more than the limit (a zip bomb)', () => {
    // 6 MB of one letter packs into a few kilobytes.
    const bomb = linkedInCsv([['Name'], ['x'.repeat(LIMITS.linkedInCsvBytes + 1024 * 1024)]]);
    const zip = zipOf({ 'Skills.csv': bomb, 'Profile.csv': ENGLISH_EXPORT['Profile.csv']! });
    expect(zip.length).toBeLessThan(100_000);
    const result = files(readLinkedInZip(zip));
    expect(result.files.skills).toBeUndefined();
    expect(result.files.profile).toBeDefined();
    expect(result.refused).toEqual([
      { kind: 'file', file: 'skills', name: 'Skills.csv', reason: 'too_large' },
    ]);
    // The listing and Profile.csv were unzipped; the bomb's filter said no to it each time.
    for (const call of vi.mocked(unzipSync).mock.calls) {
      const filter = call[1]?.filter;
      const info = { name: 'Skills.csv', size: 1, originalSize: 1, compression: 8 };
      expect(filter?.(info)).toBe(false);
    }
  });

  it('unpacks a file no further than its declared size, whatever its data holds', () => {
    const big = linkedInCsv([['Name'], ['y'.repeat(100_000)]]);
    const result = files(
      readLinkedInZip(declaring(zipOf({ 'Skills.csv': big }), 'Skills.csv', 50)),
    );
    expect(result.refused).toEqual([]);
    expect(result.files.skills?.text).toMatch(/^"Name"\r\n"y+$/);
    expect(result.files.skills?.text.length).toBeLessThanOrEqual(50);
  });

  it('lists a known file it cannot unpack, and reads the others', () => {
    const zip = zipOf({ 'Skills.csv': linkedInCsv([['Name'], ['Figma']]) });
    const broken = zip.slice();
    // The deflated data's first byte: 0b111 is a block type that does not exist.
    broken[30 + 'Skills.csv'.length] = 0xff;
    const result = readLinkedInZip(broken);
    expect(result).toEqual({
      files: {},
      refused: [{ kind: 'file', file: 'skills', name: 'Skills.csv', reason: 'unreadable' }],
    });
  });
});

describe('reading CSV files the user picked', () => {
  it('keeps the known ones by name and lists one over the limit', () => {
    const result = readLinkedInCsvs([
      { name: 'Skills.csv', text: 'Name\nFigma' },
      { name: 'notes.txt', text: 'hello' },
      { name: 'POSITIONS.csv', text: 'x'.repeat(LIMITS.linkedInCsvBytes + 1) },
    ]);
    expect(result).toEqual({
      files: { skills: { name: 'Skills.csv', text: 'Name\nFigma' } },
      refused: [{ kind: 'file', file: 'positions', name: 'POSITIONS.csv', reason: 'too_large' }],
    });
    expect(readLinkedInCsvs([])).toEqual({ problem: 'empty' });
    expect(readLinkedInCsvs([{ name: 'cv.csv', text: 'Name' }])).toEqual({
      problem: 'not_linkedin',
    });
  });
});

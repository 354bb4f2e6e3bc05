/**
 * LinkedIn's data export (a ZIP of CSV files) or the CSV files a user picks, as the texts of the
 * files a CV reads. Only those are unpacked, each only when its declared size is within the limit:
 * a ZIP that claims more is refused before anything is inflated (a zip bomb is never unpacked).
 */
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { LIMITS } from '@/domain/limits';
import { linkedInFileOf, type LinkedInFile } from './files';
import type { LinkedInLeftOut } from './left-out';

export interface LinkedInFiles {
  /** Each known file's name (its path in the ZIP) and text; one the export lacks is missing. */
  files: Partial<Record<LinkedInFile, { name: string; text: string }>>;
  /** Known files that were not read (their sections are then empty). */
  refused: Array<Extract<LinkedInLeftOut, { kind: 'file' }>>;
}

export type LinkedInProblem = 'too_large' | 'not_zip' | 'empty' | 'not_linkedin';

/** Stored (0) and deflated (8): the two ways a ZIP's file is packed that we unpack. */
const READABLE = new Set([0, 8]);

const decoder = () => new TextDecoder('utf-8');

/**
 * The first entry of each file we read, and whether the ZIP holds any file at all, from its listing
 * (nothing is unpacked); null when the bytes are no ZIP. Other entries are only counted: a ZIP of
 * millions of tiny entries costs no memory.
 */
function listing(
  bytes: Uint8Array,
): { known: Map<LinkedInFile, UnzipFileInfo>; any: boolean } | null {
  const known = new Map<LinkedInFile, UnzipFileInfo>();
  let any = false;
  try {
    unzipSync(bytes, {
      filter: (info) => {
        if (info.name.endsWith('/')) return false;
        any = true;
        const file = linkedInFileOf(info.name);
        // A second file of the same name (in another folder) is a copy: the first is read.
        if (file && !known.has(file)) known.set(file, info);
        return false;
      },
    });
  } catch {
    return null;
  }
  return { known, any };
}

/** One entry unpacked (the filter lets no other through), or null when it cannot be. */
function unpack(bytes: Uint8Array, entry: UnzipFileInfo): Uint8Array | null {
  try {
    // fflate inflates into a buffer of the declared size: a file cannot unpack to more than that.
    const files = unzipSync(bytes, { filter: (info) => info.name === entry.name });
    return files[entry.name] ?? null;
  } catch {
    return null;
  }
}

/** The export's files a CV reads, or why there are none. */
export function readLinkedInZip(bytes: Uint8Array): LinkedInFiles | { problem: LinkedInProblem } {
  if (bytes.byteLength > LIMITS.linkedInZipBytes) return { problem: 'too_large' };
  const list = listing(bytes);
  if (!list) return { problem: 'not_zip' };
  if (!list.any) return { problem: 'empty' };
  if (!list.known.size) return { problem: 'not_linkedin' };
  const result: LinkedInFiles = { files: {}, refused: [] };
  for (const [file, entry] of list.known) {
    // Stored files are copied at their packed size, deflated ones inflate to their declared size.
    if (Math.max(entry.size, entry.originalSize) > LIMITS.linkedInCsvBytes) {
      result.refused.push({ kind: 'file', file, name: entry.name, reason: 'too_large' });
      continue;
    }
    const data = READABLE.has(entry.compression) ? unpack(bytes, entry) : null;
    if (data) result.files[file] = { name: entry.name, text: decoder().decode(data) };
    else result.refused.push({ kind: 'file', file, name: entry.name, reason: 'unreadable' });
  }
  return result;
}

/** The CSV files a user picked (unpacked themselves), as the export's files; others are ignored. */
export function readLinkedInCsvs(
  files: Array<{ name: string; text: string }>,
): LinkedInFiles | { problem: Exclude<LinkedInProblem, 'too_large' | 'not_zip'> } {
  if (!files.length) return { problem: 'empty' };
  const result: LinkedInFiles = { files: {}, refused: [] };
  const seen = new Set<LinkedInFile>();
  for (const { name, text } of files) {
    const file = linkedInFileOf(name);
    if (!file || seen.has(file)) continue;
    seen.add(file);
    // A character is at least one byte: a text longer than the limit is surely over it.
    if (text.length > LIMITS.linkedInCsvBytes)
      result.refused.push({ kind: 'file', file, name, reason: 'too_large' });
    else result.files[file] = { name, text };
  }
  return seen.size ? result : { problem: 'not_linkedin' };
}

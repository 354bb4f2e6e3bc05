/**
 * The typefaces' files (src/templates/typefaces.ts) read from their @fontsource packages: only the
 * names that module lists, each read once and kept (48 files, about 1.2 MB in all).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fontFiles } from '@/templates/typefaces';

export interface FontFiles {
  /** The file's bytes, or null for a name we do not serve. */
  read(name: string): Promise<Buffer | null>;
}

export function createFontFiles(): FontFiles {
  const require = createRequire(import.meta.url);
  const known = fontFiles();
  const folders = new Map<string, string>();
  const kept = new Map<string, Promise<Buffer>>();
  const folderOf = (slug: string): string => {
    let folder = folders.get(slug);
    if (!folder) {
      folder = path.join(
        path.dirname(require.resolve(`@fontsource/${slug}/package.json`)),
        'files',
      );
      folders.set(slug, folder);
    }
    return folder;
  };
  return {
    read(name) {
      const slug = known.get(name);
      if (!slug) return Promise.resolve(null);
      let file = kept.get(name);
      if (!file) {
        file = readFile(path.join(folderOf(slug), name));
        // A failed read is tried again next time rather than kept.
        file.catch(() => kept.delete(name));
        kept.set(name, file);
      }
      return file;
    },
  };
}

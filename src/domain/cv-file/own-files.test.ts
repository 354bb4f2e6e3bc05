/**
 * The reader against the team's own synthetic CVs (tests/fixtures/cv-files-own): files made from
 * the corpus README's descriptions of layout kinds, to hold the general rules they test. They are
 * not the corpus and say nothing of the held-out half.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreReading, type ExpectedCv } from './corpus-score';
import { readCvFile } from './read-cv-file';
import { readFileForTests } from './read-file-for-tests';

const OWN = join(__dirname, '../../../tests/fixtures/cv-files-own');
const TARGET = 0.95;

const files = readdirSync(OWN)
  .filter((name) => /\.(pdf|docx)$/.test(name))
  .sort();

describe('the team’s own CV files', () => {
  it('has files to read', () => {
    expect(files.length).toBeGreaterThanOrEqual(2);
  });

  it.each(files)('recovers %s', async (name) => {
    const expected = JSON.parse(
      readFileSync(join(OWN, name.replace(/\.\w+$/, '.expected.json')), 'utf8'),
    ) as ExpectedCv & { language: string };
    const read = readCvFile(await readFileForTests(join(OWN, name)));
    const score = scoreReading(read, expected);
    expect(read.language).toBe(expected.language);
    expect(score.found / score.fields, score.misses.join('\n')).toBeGreaterThanOrEqual(TARGET);
  });
});

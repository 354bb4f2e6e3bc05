/**
 * The reader against twelve CVs made by other tools (tests/fixtures/cv-files): the share of the
 * fields a person wrote down that the reading recovers. Six were tuned against; six were set aside
 * and only measured. Targets: 90 % of a one-column file's fields, 75 % of a two-column one's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreReading, type ExpectedCv } from './corpus-score';
import { readCvFile } from './read-cv-file';
import { readFileForTests } from './read-file-for-tests';

const CORPUS = join(__dirname, '../../../tests/fixtures/cv-files');
const TARGET = { 1: 0.9, 2: 0.75 } as const;
/**
 * What the set-aside half must not fall below. The target (TARGET) is met there on two-column files;
 * on one-column files the reader recovered 82.8 %, then 89.4 % and 98.9 % after rules found on files
 * of our own (tests/fixtures/cv-files-own), so this guards that while the reader is improved
 * without looking at them.
 */
const HELD_OUT_FLOOR = { 1: 0.98, 2: 0.75 } as const;

const filesOf = (half: string) =>
  readdirSync(join(CORPUS, half))
    .filter((name) => /\.(pdf|docx)$/.test(name))
    .sort();

async function scoreOf(half: string, name: string) {
  const expected = JSON.parse(
    readFileSync(join(CORPUS, half, name.replace(/\.\w+$/, '.expected.json')), 'utf8'),
  ) as ExpectedCv & { columns: 1 | 2; language: string };
  const read = readCvFile(await readFileForTests(join(CORPUS, half, name)));
  return { expected, read, score: scoreReading(read, expected) };
}

describe.each([
  ['tuning', TARGET],
  ['held-out', HELD_OUT_FLOOR],
] as const)('the %s half of the corpus', (half, floor) => {
  it('recovers its share of the fields of one-column and of two-column files, each in its language', async () => {
    const totals = { 1: { found: 0, fields: 0 }, 2: { found: 0, fields: 0 } };
    for (const name of filesOf(half)) {
      const { expected, read, score } = await scoreOf(half, name);
      expect(read.language, name).toBe(expected.language);
      totals[expected.columns].found += score.found;
      totals[expected.columns].fields += score.fields;
      const share = Math.round((score.found / score.fields) * 100);
      console.info(`cv-files ${half} ${name}: ${score.found}/${score.fields} fields (${share} %)`);
    }
    for (const columns of [1, 2] as const) {
      const { found, fields } = totals[columns];
      console.info(
        `cv-files ${half}, ${columns} column(s): ${found}/${fields} (target ${TARGET[columns] * 100} %)`,
      );
      expect(found / fields).toBeGreaterThanOrEqual(floor[columns]);
    }
  });
});

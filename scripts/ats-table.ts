/**
 * `npm run ats:table`: measures each template's ATS score for the sample CV in both languages and
 * writes it to src/domain/ats/template-scores.ts (what the owner's check compares with) and the
 * README's table; tests/api/ats-templates.test.ts fails while they differ from a fresh render.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { THEMES } from '@/domain/cv';
import { LANGUAGES } from '@/domain/languages';
import { measureTemplates, templateTableMarkdown } from '../server/modules/ats/template-table';
import { createPdfRenderer } from '../server/modules/pdf';

const SCORES_FILE = 'src/domain/ats/template-scores.ts';
const README = 'README.md';
const TABLE = /(<!-- ats-table -->\n)[\s\S]*?(<!-- \/ats-table -->)/;
const SCORES = /(export const TEMPLATE_SCORES[^=]*= \{\n)[\s\S]*?(\n\};)/;

const renderer = createPdfRenderer({
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const readings = await measureTemplates(renderer);
  const figures = THEMES.map((theme) => {
    const scores = LANGUAGES.map((language) => `${language}: ${readings[theme][language].score}`);
    return `  ${theme}: { ${scores.join(', ')} },`;
  }).join('\n');
  writeFileSync(SCORES_FILE, readFileSync(SCORES_FILE, 'utf8').replace(SCORES, `$1${figures}$2`));
  const readme = readFileSync(README, 'utf8');
  if (!TABLE.test(readme)) throw new Error(`${README} has no <!-- ats-table --> block`);
  writeFileSync(README, readme.replace(TABLE, `$1${templateTableMarkdown(readings)}\n$2`));
  console.log(`${SCORES_FILE} and ${README}: template scores written\n${figures}`);
} finally {
  await renderer.close();
}

// Each template's Word document of the sample CV (with a photo), opened by LibreOffice and drawn as
// a picture: npx tsx scripts/docx-screenshots.ts (needs Debian's libreoffice-writer-nogui and
// poppler-utils; PNGs in docs/screenshots/docx, a review aid).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { THEMES } from '@/domain/cv';
import { cvDocx } from '@server/modules/docx/cv-docx';
import { samplePublicCv } from './sample-public-cv';

const OUT = 'docs/screenshots/docx';
mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'docx-'));

// A portrait stand-in: a soft two-tone square, as a stored photo is (WebP).
const photo = {
  bytes: await sharp({
    create: { width: 400, height: 400, channels: 3, background: '#7a8fa6' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="160" r="80" fill="#e9d8c4"/><rect x="90" y="260" width="220" height="160" rx="100" fill="#33475b"/></svg>',
        ),
      },
    ])
    .webp()
    .toBuffer(),
};

for (const language of ['en', 'fi'] as const)
  for (const theme of THEMES) {
    const name = `${theme}-${language}`;
    writeFileSync(join(work, `${name}.docx`), await cvDocx(samplePublicCv(language, theme), photo));
    execFileSync(
      'soffice',
      ['--headless', '--convert-to', 'pdf', '--outdir', work, join(work, `${name}.docx`)],
      {
        stdio: 'ignore',
      },
    );
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      join(work, `${name}.pdf`),
      join(work, name),
    ]);
    const page = readdirSync(work).find(
      (file) => file.startsWith(`${name}-`) && file.endsWith('.png'),
    );
    if (!page) throw new Error(`no page drawn for ${name}`);
    await sharp(join(work, page))
      .png({ palette: true })
      .toFile(join(OUT, `${name}.png`));
    console.log(`${OUT}/${name}.png`);
  }

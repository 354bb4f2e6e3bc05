// A sample cover letter's PDF in three templates and both languages, drawn as pictures of its page:
// npx tsx scripts/letter-screenshots.ts (needs Chromium and poppler-utils; PNGs in
// docs/screenshots/letter, a review aid). Fails if a letter of a normal length takes a second page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { CoverLetter } from '@/domain/cover-letter';
import type { Theme } from '@/domain/cv';
import type { Language } from '@/domain/languages';
import { createFontFiles } from '@server/modules/fonts';
import { createPdfRenderer, letterPdfHtml, pdfFonts } from '@server/modules/pdf';
import { samplePublicCv } from './sample-public-cv';

const OUT = 'docs/screenshots/letter';
const THEMES: Theme[] = ['templateA', 'templateD', 'templateE'];
mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'letter-'));

/** About 280 words: what most letters are, the guide's meter aiming under 400. */
const LETTERS: Record<Language, { letter: CoverLetter; company: string; role: string }> = {
  en: {
    company: 'Nordic Apps Ltd',
    role: 'Senior Frontend Developer',
    letter: {
      language: 'en',
      greeting: 'Dear Ms Laine,',
      body: [
        'I have followed Nordic Apps since your first public release, and the way your team ships small, careful changes every week is exactly how I like to work. When I saw that you are looking for a senior frontend developer to lead the new booking app, I knew I wanted to apply.',
        'For the past four years I have built React and TypeScript apps at Kide Software, used by more than 40,000 people each day. I led our move to a shared design system, which halved the time it takes us to ship a new screen and made our pages pass WCAG 2.1 AA audits for the first time.',
        'One example: our checkout was slow on older Android phones. I measured where the time went, split the bundle, and moved the heavy work off the main thread. The page became interactive in 1.8 seconds instead of 5.2, and completed orders rose by 11 percent.',
        'I enjoy mentoring, too. I run our weekly code review session and have helped three junior developers grow into confident owners of their own features.',
        'I would be glad to tell you more about how I could help your team build the booking app. I am available for an interview at your convenience.',
      ].join('\n\n'),
      closing: 'Kind regards,',
    },
  },
  fi: {
    company: 'Nordic Apps Oy',
    role: 'Senior Frontend -kehittäjä',
    letter: {
      language: 'fi',
      greeting: 'Hyvä vastaanottaja,',
      body: [
        'Olen seurannut Nordic Appsin työtä ensimmäisestä julkaisustanne lähtien, ja tapanne tehdä pieniä, huolellisia muutoksia viikoittain on juuri se tapa, jolla itsekin haluan työskennellä. Kun näin, että etsitte kokenutta frontend-kehittäjää vetämään uutta ajanvaraussovellusta, halusin hakea paikkaa.',
        'Olen rakentanut neljän vuoden ajan Kide Softwarella React- ja TypeScript-sovelluksia, joita yli 40 000 ihmistä käyttää päivittäin. Vedin siirtymämme yhteiseen suunnittelujärjestelmään, mikä puolitti uuden näkymän tekemiseen kuluvan ajan. Samalla sivumme läpäisivät ensimmäistä kertaa WCAG 2.1 AA -tason saavutettavuusarvioinnin.',
        'Esimerkki: kassasivumme oli hidas vanhoilla Android-puhelimilla. Mittasin, mihin aika kului, pilkoin sovelluksen osiin ja siirsin raskaan laskennan pois pääsäikeestä. Sivu oli käytettävissä 1,8 sekunnissa aiemman 5,2 sekunnin sijaan, ja valmiiden tilausten määrä kasvoi 11 prosenttia.',
        'Ohjaan mielelläni myös muita. Vedän viikoittaista koodikatselmointiamme, ja olen auttanut kolmea nuorempaa kehittäjää ottamaan itsenäisesti vastuun omista kokonaisuuksistaan.',
        'Kerron mielelläni lisää siitä, miten voisin auttaa tiimiänne rakentamaan ajanvaraussovelluksen. Olen käytettävissä haastatteluun teille sopivana aikana.',
      ].join('\n\n'),
      closing: 'Ystävällisin terveisin',
    },
  },
};

const renderer = createPdfRenderer({
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  files: pdfFonts(createFontFiles()),
});
try {
  for (const language of ['en', 'fi'] as const)
    for (const theme of THEMES) {
      const name = `${theme}-${language}`;
      const { letter, company, role } = LETTERS[language];
      const cv = samplePublicCv(language, theme);
      const html = letterPdfHtml({ cv, letter, company, role, day: '2026-12-01' });
      const pdf = join(work, `${name}.pdf`);
      writeFileSync(pdf, await renderer.render({ html, paper: 'A4' }));
      const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }));
      if (pages?.[1] !== '1') throw new Error(`${name}: ${pages?.[1] ?? '?'} pages, not one`);
      execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', pdf, join(work, name)]);
      await sharp(join(work, `${name}.png`))
        .png({ palette: true })
        .toFile(join(OUT, `${name}.png`));
      console.log(`${OUT}/${name}.png`);
    }
} finally {
  await renderer.close();
}

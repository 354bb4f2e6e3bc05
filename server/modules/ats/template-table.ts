/**
 * Each template's ATS score for the sample CV in each language, measured: the sample rendered as
 * its owner's PDF and read as the owner's check reads it. `npm run ats:table` writes the figures
 * to src/domain/ats/template-scores.ts and the README; an API test fails when they differ.
 */
import { readCv } from '@/domain/ats/check';
import type { AtsProblem } from '@/domain/ats/problems';
import { THEMES, type Theme } from '@/domain/cv';
import type { CvDesign } from '@/domain/design';
import { LANGUAGES, type Language } from '@/domain/languages';
import { sampleCv } from '@/templates/sample-cv';
import { translator } from '@server/lib/i18n';
import { cvPdfHtml, type PdfRenderer } from '@server/modules/pdf';
import { readPdfText } from './read-pdf';

interface TemplateReading {
  score: number;
  problems: AtsProblem[];
}
export type TemplateReadings = Record<Theme, Record<Language, TemplateReading>>;

/** The sample CV's score in a template, in the template's own design or the one given. */
export async function measure(
  renderer: PdfRenderer,
  theme: Theme,
  language: Language,
  design: CvDesign = {},
) {
  const cv = { ...sampleCv(language), theme, design, languages: [language], fallbacks: [] };
  const paper = design.page === 'letter' ? 'Letter' : 'A4';
  const pdf = await renderer.render({ html: cvPdfHtml(cv, null), paper });
  const { score, problems } = readCv(await readPdfText(pdf), {
    firstName: cv.first_name,
    lastName: cv.last_name,
    sections: ['experience', 'education', 'skills'],
    betterTemplates: [],
  });
  return { score, problems };
}

export async function measureTemplates(renderer: PdfRenderer): Promise<TemplateReadings> {
  const both = async (theme: Theme) => ({
    en: await measure(renderer, theme, 'en'),
    fi: await measure(renderer, theme, 'fi'),
  });
  const measured = await Promise.all(
    THEMES.map(async (theme) => [theme, await both(theme)] as const),
  );
  const readings: Partial<TemplateReadings> = Object.fromEntries(measured);
  if (!THEMES.every((theme) => readings[theme])) throw new Error('a template was not measured');
  // Every theme is in it (checked above); Object.fromEntries types its keys as strings.
  return readings as TemplateReadings;
}

/** The README's table: a row per template, its score in each language and what costs points. */
export function templateTableMarkdown(readings: TemplateReadings): string {
  const t = translator('en');
  const rows = THEMES.map((theme) => {
    const cells = LANGUAGES.map((language) => {
      const { score, problems } = readings[theme][language];
      const costs = [...new Set(problems.map((problem) => problem.code))];
      return `${score}${costs.length ? ` (${costs.join(', ')})` : ''}`;
    });
    return `| ${t(`common:templates.${theme}.name`)} (\`${theme}\`) | ${cells.join(' | ')} |`;
  });
  return ['| template | English | Finnish |', '|---|---|---|', ...rows].join('\n');
}

/** A problem's title and what to do, in the reader's language, its fields filled in. */
import type { TFunction } from 'i18next';
import type { AtsProblem } from '@/domain/ats/problems';
import type { Language } from '@/domain/languages';

export function problemWords(
  t: TFunction<['ats', 'common']>,
  problem: AtsProblem,
  language: Language,
): { title: string; fix: string } {
  const params = wordParams(t, problem, language);
  return {
    title: t(`problems.${problem.code}.title`, params),
    fix: t(`problems.${problem.code}.fix`, params),
  };
}

function wordParams(
  t: TFunction<['ats', 'common']>,
  problem: AtsProblem,
  language: Language,
): Record<string, string | number> {
  switch (problem.code) {
    case 'missing_section':
      return { section: t(`sections.${problem.section}`) };
    case 'template_reads_worse':
      return {
        best: new Intl.ListFormat(language, { type: 'conjunction' }).format(
          problem.best.map((theme) => t(`templates.${theme}.name`, { ns: 'common' })),
        ),
      };
    default: {
      const { code: _code, ...fields } = problem;
      return fields;
    }
  }
}

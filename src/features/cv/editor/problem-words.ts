/** A problem the editor found before saving, in words: what is wrong, and which field it is. */
import { isListName, type ListName } from '@/domain/cv-rows';
import type { FieldProblem } from '@/domain/field-problems';
import type { Translate } from '@/domain/validation-messages';
import type { TemplateLabels } from '@/templates/types';

export interface ProblemTexts {
  /** The common texts, where the domain's `validation.*` keys are worded. */
  common: Translate;
  /** "Experience 2: Start month". */
  entry: (list: ListName, n: number, field: string) => string;
  /** The template's labels: the names the editor's inputs carry. */
  labels: TemplateLabels;
}

export interface ProblemWords {
  title: string;
  where: string | null;
}

/** Where a field is, in words: "First name", "Experience 2: End month", "Skills". */
export function placeOf(
  path: readonly string[],
  texts: Omit<ProblemTexts, 'common'>,
): string | null {
  const { labels } = texts;
  const name = (field: string | undefined) =>
    Object.entries(labels.fields).find(([key]) => key === field)?.[1] ?? null;
  const [root, index, field] = path;
  return !isListName(root)
    ? name(root)
    : index === undefined
      ? labels.lists[root].title
      : texts.entry(root, Number(index) + 1, name(field) ?? '');
}

export function problemWords(problem: FieldProblem, texts: ProblemTexts): ProblemWords {
  return { title: texts.common(problem.key, problem.params), where: placeOf(problem.path, texts) };
}

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

export function problemWords(problem: FieldProblem, texts: ProblemTexts): ProblemWords {
  const { labels } = texts;
  const sections: Record<ListName, string> = {
    experiences: labels.experience,
    educations: labels.education,
    skills: labels.skills,
    links: labels.links,
  };
  const name = (field: string | undefined) =>
    Object.entries(labels.fields).find(([key]) => key === field)?.[1] ?? null;
  const [root, index, field] = problem.path;
  const where = !isListName(root)
    ? name(root)
    : index === undefined
      ? sections[root]
      : texts.entry(root, Number(index) + 1, name(field) ?? '');
  return { title: texts.common(problem.key, problem.params), where };
}

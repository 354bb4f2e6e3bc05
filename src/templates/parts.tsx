/**
 * The pieces every template is built from. Each template arranges them in its own layout and styles
 * them with its own scoped CSS; the class names (cv-entry, cv-meter, …) are that shared vocabulary.
 */
import type { ReactNode } from 'react';
import type { Theme } from '@/domain/cv';
import { SECTION_TYPES, customUuidOf, type SectionKey } from '@/domain/sections';
import { designCss } from './design-css';
import { useEditing } from './editable';
import { CustomSection, EntryListSection, ItemsSection } from './entry-section';
import { BioSection } from './person';
import { MonthStyleContext } from './render-options';
import { columnOf, isListSection, shownSections, type Column } from './shown-sections';
import { LanguageSkillsSection, LinksSection, SkillsSection } from './skills-links';
import type { CvView, MonthStyle, TemplateProps } from './types';

export { ContactList, ContactSection, Identity, JobTitle, NameField, Photo } from './person';

/**
 * A template's root: its class, the CV's language, and its scoped CSS as the first child; `months`
 * says how its dates read ("Aug 2017" where the column is narrow, "August 2017" where it is wide).
 */
export function CvArticle({
  cv,
  theme,
  className,
  css,
  months,
  children,
}: {
  cv: CvView;
  /** The template drawing it: its colours are the ones a chosen accent replaces. */
  theme: Theme;
  className: string;
  css: string;
  months: MonthStyle;
  children: ReactNode;
}) {
  return (
    <article className={className} lang={cv.language}>
      <style>{css + designCss(theme, className, cv.design)}</style>
      <MonthStyleContext.Provider value={months}>{children}</MonthStyleContext.Provider>
    </article>
  );
}

type SectionProps = TemplateProps & { fallbackTitle?: string };

/** One section by its key: the bio, a list of the section model, or an own section. */
function SectionPart({ name, ...props }: SectionProps & { name: SectionKey }) {
  if (name === 'bio') return <BioSection {...props} />;
  const uuid = customUuidOf(name);
  if (uuid !== null) {
    const index = props.cv.custom_sections.findIndex((s) => s.uuid === uuid);
    return <CustomSection {...props} index={index} />;
  }
  if (!isListSection(name)) return null;
  switch (name) {
    case 'skills':
      return <SkillsSection {...props} />;
    case 'links':
      return <LinksSection {...props} />;
    case 'language_skills':
      return <LanguageSkillsSection {...props} />;
    default:
      return SECTION_TYPES[name].look === 'items' ? (
        <ItemsSection {...props} list={name} />
      ) : (
        <EntryListSection {...props} list={name} />
      );
  }
}

/**
 * The CV's sections in the owner's order (the bio first), without hidden ones; `column` keeps only
 * those a two-column template puts there. `fallbackTitle` heads a bio the CV gives no title.
 */
export function Sections({ column, ...props }: SectionProps & { column?: Column }) {
  const editing = useEditing();
  return shownSections(props.cv, editing)
    .filter((name) => !column || columnOf(name) === column)
    .map((name) => <SectionPart key={name} name={name} {...props} />);
}

/** The body as a wide main column and a narrow side one, each the sections of its column. */
export function Columns({ fallbackTitle, ...props }: SectionProps) {
  return (
    <div className="cv-body">
      <div className="cv-main">
        <Sections {...props} column="main" fallbackTitle={fallbackTitle} />
      </div>
      <div className="cv-side">
        <Sections {...props} column="side" />
      </div>
    </div>
  );
}

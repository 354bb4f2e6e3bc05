/**
 * The pieces every template is built from. Each template arranges them in its own layout and styles
 * them with its own scoped CSS; the class names (cv-entry, cv-meter, …) are that shared vocabulary.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { EducationSection, ExperienceSection } from './entry-section';
import { BioSection } from './person';
import { MonthStyleContext } from './render-options';
import { LinksSection, SkillsSection } from './skills-links';
import type { CvView, MonthStyle, TemplateProps } from './types';

export { ContactList, ContactSection, Identity, JobTitle, NameField, Photo } from './person';

/**
 * A template's root: its class, the CV's language, and its scoped CSS as the first child; `months`
 * says how its dates read ("Aug 2017" where the column is narrow, "August 2017" where it is wide).
 */
export function CvArticle({
  cv,
  className,
  css,
  months,
  children,
}: {
  cv: CvView;
  className: string;
  css: string;
  months: MonthStyle;
  children: ReactNode;
}) {
  return (
    <article className={className} lang={cv.language}>
      <style>{css}</style>
      <MonthStyleContext.Provider value={months}>{children}</MonthStyleContext.Provider>
    </article>
  );
}

type SectionName = 'bio' | 'experience' | 'education' | 'skills' | 'links';
type SectionProps = TemplateProps & { fallbackTitle?: string };

const SECTIONS: Record<SectionName, ComponentType<SectionProps>> = {
  bio: BioSection,
  experience: ExperienceSection,
  education: EducationSection,
  skills: SkillsSection,
  links: LinksSection,
};

/** The named sections in that order; `fallbackTitle` heads a bio the CV gives no title. */
export function Sections({ show, ...props }: SectionProps & { show: SectionName[] }) {
  // createElement, not <Part>: the component comes from a fixed table, not made per render.
  return show.map((name) => createElement(SECTIONS[name], { key: name, ...props }));
}

/** The body as a wide main column and a narrow side one, each a run of sections. */
export function Columns({
  main,
  side,
  fallbackTitle,
  ...props
}: TemplateProps & { main: SectionName[]; side: SectionName[]; fallbackTitle?: string }) {
  return (
    <div className="cv-body">
      <div className="cv-main">
        <Sections {...props} show={main} fallbackTitle={fallbackTitle} />
      </div>
      <div className="cv-side">
        <Sections {...props} show={side} />
      </div>
    </div>
  );
}

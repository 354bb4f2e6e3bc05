/** Template A, "Classic": a single serif column with navy accents; no photo. */
import {
  BioSection,
  ContactList,
  EducationSection,
  ExperienceSection,
  JobTitle,
  LinksSection,
  NameFields,
  SkillsSection,
} from './parts';
import { templateACss } from './template-a.styles';
import type { TemplateProps } from './types';

export function TemplateA(props: TemplateProps) {
  return (
    <article className="cv-a" lang={props.cv.language}>
      <style>{templateACss}</style>
      <div className="cv-in">
        <header className="cv-head">
          <h1 className="cv-name">
            <NameFields {...props} />
          </h1>
          <JobTitle {...props} />
          <ContactList {...props} />
        </header>
        <BioSection {...props} />
        <ExperienceSection {...props} />
        <EducationSection {...props} />
        <SkillsSection {...props} />
        <LinksSection {...props} />
      </div>
    </article>
  );
}

/** Template C, "Compact": green band with photo and name; experience wide, the rest in a narrow column. */
import {
  BioSection,
  ContactList,
  EducationSection,
  ExperienceSection,
  JobTitle,
  LinksSection,
  NameFields,
  Photo,
  SkillsSection,
} from './parts';
import { templateCCss } from './template-c.styles';
import type { TemplateProps } from './types';

const AVATAR = { background: '#e3f1ea', color: '#23664a' };

export function TemplateC(props: TemplateProps) {
  return (
    <article className="cv-c" lang={props.cv.language}>
      <style>{templateCCss}</style>
      <header className="cv-band">
        <Photo {...props} avatar={AVATAR} />
        <div className="cv-id">
          <h1 className="cv-name">
            <NameFields {...props} />
          </h1>
          <JobTitle {...props} />
          <ContactList {...props} />
        </div>
      </header>
      <div className="cv-body">
        <div className="cv-main">
          <BioSection {...props} fallbackTitle={props.labels.summary} />
          <ExperienceSection {...props} />
        </div>
        <div className="cv-side">
          <SkillsSection {...props} />
          <EducationSection {...props} />
          <LinksSection {...props} />
        </div>
      </div>
    </article>
  );
}

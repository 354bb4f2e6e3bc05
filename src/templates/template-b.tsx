/** Template B, "Modern": navy sidebar with photo, contact, skills and links; coral accents. */
import {
  BioSection,
  ContactList,
  EducationSection,
  ExperienceSection,
  JobTitle,
  LinksSection,
  NameFields,
  Photo,
  Section,
  SkillsSection,
} from './parts';
import { templateBCss } from './template-b.styles';
import type { TemplateProps } from './types';

const AVATAR = { background: '#2c4d78', color: '#ffffff' };

export function TemplateB(props: TemplateProps) {
  const { labels } = props;
  return (
    <article className="cv-b" lang={props.cv.language}>
      <style>{templateBCss}</style>
      <div className="cv-in">
        <Photo {...props} avatar={AVATAR} />
        <header className="cv-head">
          <h1 className="cv-name">
            <NameFields {...props} />
          </h1>
          <JobTitle {...props} />
        </header>
        <div className="cv-side">
          <Section className="cv-contact-sec" title={labels.contact}>
            <ContactList {...props} />
          </Section>
          <SkillsSection {...props} />
          <LinksSection {...props} />
        </div>
        <div className="cv-main">
          <BioSection {...props} fallbackTitle={labels.summary} />
          <ExperienceSection {...props} />
          <EducationSection {...props} />
        </div>
      </div>
    </article>
  );
}

/** Template D, "Creative": warm paper, a terracotta column with a big photo, timeline experience. */
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
import { templateDCss } from './template-d.styles';
import type { TemplateProps } from './types';

const AVATAR = { background: '#f6d6c8', color: '#8f3823' };

export function TemplateD(props: TemplateProps) {
  const { labels } = props;
  return (
    <article className="cv-d" lang={props.cv.language}>
      <style>{templateDCss}</style>
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
          <BioSection {...props} />
          <ExperienceSection {...props} />
          <EducationSection {...props} />
        </div>
      </div>
    </article>
  );
}

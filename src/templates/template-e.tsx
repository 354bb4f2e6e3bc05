/** Template E, "Bold": dark hero with "I'm {first} {last}", gold accents and a Contact Me card. */
import { LIMITS } from '@/domain/limits';
import { Text } from './editable';
import {
  BioSection,
  ContactList,
  EducationSection,
  ExperienceSection,
  JobTitle,
  LinksSection,
  Photo,
  Section,
  SkillsSection,
} from './parts';
import { templateECss } from './template-e.styles';
import type { TemplateProps } from './types';

const AVATAR = { background: '#f2c14e', color: '#14263f' };
// Private-use characters: they cannot occur in a translation, so they mark where the names go.
const FIRST = '\ue000';
const LAST = '\ue001';
const MARKERS = /([\ue000\ue001])/;

/**
 * The translated "I'm {first} {last}" with each name still an editable field: the sentence is built
 * with markers in place of the names and split around them, so any word order works.
 */
function IAmHeading({ cv, labels }: TemplateProps) {
  const first = (
    <Text
      key="first"
      path="first_name"
      value={cv.first_name}
      label={labels.fields.first_name}
      max={LIMITS.shortText}
      className="cv-first"
    />
  );
  const last = (
    <Text
      key="last"
      path="last_name"
      value={cv.last_name}
      label={labels.fields.last_name}
      max={LIMITS.shortText}
      className="cv-last"
    />
  );
  const sentence = labels.iAm(FIRST, LAST);
  const parts = sentence.includes(FIRST) ? sentence.split(MARKERS) : [FIRST, ' ', LAST];
  return (
    <h1 className="cv-name">
      {parts.map((part, i) => {
        if (part === FIRST) return first;
        if (part === LAST) return last;
        if (!part.trim()) return part;
        // The words around the names ("I'm") sit on their own small line.
        return i === 0 ? (
          <span key={i} className="cv-iam">
            {part}
          </span>
        ) : (
          part
        );
      })}
    </h1>
  );
}

export function TemplateE(props: TemplateProps) {
  const { labels } = props;
  return (
    <article className="cv-e" lang={props.cv.language}>
      <style>{templateECss}</style>
      <header className="cv-hero">
        <Photo {...props} avatar={AVATAR} />
        <div className="cv-intro">
          <IAmHeading {...props} />
          <JobTitle {...props} />
        </div>
        <Section className="cv-contact-sec" title={labels.contactMe}>
          <ContactList {...props} />
        </Section>
      </header>
      <div className="cv-body">
        <div className="cv-main">
          <BioSection {...props} />
          <ExperienceSection {...props} />
          <EducationSection {...props} />
        </div>
        <div className="cv-side">
          <SkillsSection {...props} />
          <LinksSection {...props} />
        </div>
      </div>
    </article>
  );
}

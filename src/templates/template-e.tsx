/** Template E, "Bold": dark hero with "I'm {first} {last}", gold accents and a Contact Me card. */
import { Columns, ContactSection, CvArticle, JobTitle, NameField, Photo } from './parts';
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
function IAmHeading(props: TemplateProps) {
  const first = <NameField key="first" {...props} part="first" />;
  const last = <NameField key="last" {...props} part="last" />;
  const sentence = props.labels.iAm(FIRST, LAST);
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
  return (
    <CvArticle cv={props.cv} theme="templateE" className="cv-e" css={templateECss} months="long">
      <header className="cv-hero">
        <Photo {...props} avatar={AVATAR} />
        <div className="cv-intro">
          <IAmHeading {...props} />
          <JobTitle {...props} />
        </div>
        <ContactSection {...props} title={props.labels.contactMe} />
      </header>
      <Columns {...props} />
    </CvArticle>
  );
}

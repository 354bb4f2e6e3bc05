/**
 * Template G, "Nordic": the name and personal details at the top with the photo beside them,
 * headings on a rule, dates in their own column; short months, which fit that column.
 */
import { ContactList, CvArticle, Identity, Photo, Sections } from './parts';
import { templateGCss } from './template-g.styles';
import type { TemplateProps } from './types';

const AVATAR = { background: '#e4eaf0', color: '#23445f' };

export function TemplateG(props: TemplateProps) {
  return (
    <CvArticle cv={props.cv} theme="templateG" className="cv-g" css={templateGCss} months="short">
      <div className="cv-in">
        <div className="cv-top">
          <Photo {...props} avatar={AVATAR} />
          <header className="cv-head">
            <Identity {...props} />
            <ContactList {...props} />
          </header>
        </div>
        <Sections {...props} fallbackTitle={props.labels.summary} />
      </div>
    </CvArticle>
  );
}

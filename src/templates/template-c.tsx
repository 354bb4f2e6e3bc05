/** Template C, "Compact": green band with photo and name; experience wide, the rest in a narrow column. */
import { ContactList, CvArticle, Identity, Photo, Sections } from './parts';
import { templateCCss } from './template-c.styles';
import type { TemplateProps } from './types';

const AVATAR = { background: '#e3f1ea', color: '#23664a' };

export function TemplateC(props: TemplateProps) {
  return (
    <CvArticle cv={props.cv} className="cv-c" css={templateCCss}>
      <header className="cv-band">
        <Photo {...props} avatar={AVATAR} />
        <div className="cv-id">
          <Identity {...props} />
          <ContactList {...props} />
        </div>
      </header>
      <div className="cv-body">
        <div className="cv-main">
          <Sections {...props} show={['bio', 'experience']} fallbackTitle={props.labels.summary} />
        </div>
        <div className="cv-side">
          <Sections {...props} show={['skills', 'education', 'links']} />
        </div>
      </div>
    </CvArticle>
  );
}

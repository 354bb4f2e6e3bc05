/** Template C, "Compact": green band with photo and name; experience wide, the rest in a narrow column. */
import { Columns, ContactList, CvArticle, Identity, Photo } from './parts';
import { templateCCss } from './template-c.styles';
import type { TemplateProps } from './types';

const AVATAR = { background: '#e3f1ea', color: '#23664a' };

export function TemplateC(props: TemplateProps) {
  return (
    <CvArticle cv={props.cv} className="cv-c" css={templateCCss} months="short">
      <header className="cv-band">
        <Photo {...props} avatar={AVATAR} />
        <div className="cv-id">
          <Identity {...props} />
          <ContactList {...props} />
        </div>
      </header>
      <Columns
        {...props}
        main={['bio', 'experience']}
        side={['skills', 'education', 'links']}
        fallbackTitle={props.labels.summary}
      />
    </CvArticle>
  );
}

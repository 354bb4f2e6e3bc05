/** Template C, "Compact": green band with photo and name; a wide column and a narrow tinted one. */
import { Columns, ContactList, CvArticle, Identity, Photo } from './parts';
import { templateCCss } from './template-c.styles';
import type { TemplateProps } from './types';

const AVATAR = { background: '#e3f1ea', color: '#23664a' };

export function TemplateC(props: TemplateProps) {
  return (
    <CvArticle cv={props.cv} theme="templateC" className="cv-c" css={templateCCss} months="short">
      <header className="cv-band">
        <Photo {...props} avatar={AVATAR} />
        <div className="cv-id">
          <Identity {...props} />
          <ContactList {...props} />
        </div>
      </header>
      <Columns {...props} fallbackTitle={props.labels.summary} />
    </CvArticle>
  );
}

/** Template H, "Portrait": the photo large above the name, centred; two columns below. */
import { Columns, ContactList, CvArticle, Identity, Photo } from './parts';
import { templateHCss } from './template-h.styles';
import type { TemplateProps } from './types';

const AVATAR = { background: '#dcebee', color: '#0f5e6e' };

export function TemplateH(props: TemplateProps) {
  return (
    <CvArticle cv={props.cv} theme="templateH" className="cv-h" css={templateHCss} months="short">
      <header className="cv-hero">
        <Photo {...props} avatar={AVATAR} />
        <Identity {...props} />
        <ContactList {...props} />
      </header>
      <Columns {...props} fallbackTitle={props.labels.aboutMe} />
    </CvArticle>
  );
}

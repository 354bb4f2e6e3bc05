/** Template F, "Clear": one sans-serif column for hiring systems; no photo; full month names. */
import { ContactList, CvArticle, Identity, Sections } from './parts';
import { templateFCss } from './template-f.styles';
import type { TemplateProps } from './types';

export function TemplateF(props: TemplateProps) {
  return (
    <CvArticle cv={props.cv} theme="templateF" className="cv-f" css={templateFCss} months="long">
      <div className="cv-in">
        <header className="cv-head">
          <Identity {...props} />
          <ContactList {...props} />
        </header>
        <Sections {...props} />
      </div>
    </CvArticle>
  );
}

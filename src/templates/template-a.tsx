/** Template A, "Classic": a single serif column with navy accents; no photo; full month names. */
import { ContactList, CvArticle, Identity, Sections } from './parts';
import { templateACss } from './template-a.styles';
import type { TemplateProps } from './types';

export function TemplateA(props: TemplateProps) {
  return (
    <CvArticle cv={props.cv} theme="templateA" className="cv-a" css={templateACss} months="long">
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

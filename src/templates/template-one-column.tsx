/**
 * Templates A and F: one column, no photo, month names in full; the name and contact at the top,
 * then the sections in the owner's order. A, "Classic": serif, navy, headings beside their text on
 * a wide page. F, "Clear": sans-serif, each entry's dates under its title, made for parsers.
 */
import type { Theme } from '@/domain/cv';
import { ContactList, CvArticle, Identity, Sections } from './parts';
import { templateACss } from './template-a.styles';
import { templateFCss } from './template-f.styles';
import type { TemplateProps } from './types';

interface Look {
  theme: Theme;
  className: string;
  css: string;
}

function OneColumnTemplate({ look, ...props }: TemplateProps & { look: Look }) {
  return (
    <CvArticle
      cv={props.cv}
      theme={look.theme}
      className={look.className}
      css={look.css}
      months="long"
    >
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

const CLASSIC: Look = { theme: 'templateA', className: 'cv-a', css: templateACss };
const CLEAR: Look = { theme: 'templateF', className: 'cv-f', css: templateFCss };

export function TemplateA(props: TemplateProps) {
  return <OneColumnTemplate {...props} look={CLASSIC} />;
}

export function TemplateF(props: TemplateProps) {
  return <OneColumnTemplate {...props} look={CLEAR} />;
}

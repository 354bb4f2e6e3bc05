/**
 * Templates B and D: one layout in two looks. A coloured column holds the photo, contact and the
 * side sections (skills, languages, links) beside the main column with the bio and the entries.
 */
import type { Theme } from '@/domain/cv';
import { ContactSection, CvArticle, Identity, Photo, Sections } from './parts';
import { templateBCss } from './template-b.styles';
import { templateDCss } from './template-d.styles';
import type { TemplateProps } from './types';

interface Look {
  theme: Theme;
  className: string;
  css: string;
  avatar: { background: string; color: string };
  /** The bio's heading when the CV gives none. */
  bioTitle: 'summary' | 'aboutMe';
}

/** B, "Modern": navy column, coral accents. */
const MODERN: Look = {
  theme: 'templateB',
  className: 'cv-b',
  css: templateBCss,
  avatar: { background: '#2c4d78', color: '#ffffff' },
  bioTitle: 'summary',
};

/** D, "Creative": warm paper, a terracotta column with a big photo, timeline experience. */
const CREATIVE: Look = {
  theme: 'templateD',
  className: 'cv-d',
  css: templateDCss,
  avatar: { background: '#f6d6c8', color: '#8f3823' },
  bioTitle: 'aboutMe',
};

/**
 * Both looks write months short: Modern's dates share a line with the entry's title, Creative's
 * are small capitals.
 */
function SidebarTemplate({ look, ...props }: TemplateProps & { look: Look }) {
  const { labels } = props;
  return (
    <CvArticle
      cv={props.cv}
      theme={look.theme}
      className={look.className}
      css={look.css}
      months="short"
    >
      <div className="cv-in">
        <Photo {...props} avatar={look.avatar} />
        <header className="cv-head">
          <Identity {...props} />
        </header>
        <div className="cv-side">
          <ContactSection {...props} title={labels.contact} />
          <Sections {...props} column="side" />
        </div>
        <div className="cv-main">
          <Sections {...props} column="main" fallbackTitle={labels[look.bioTitle]} />
        </div>
      </div>
    </CvArticle>
  );
}

export function TemplateB(props: TemplateProps) {
  return <SidebarTemplate {...props} look={MODERN} />;
}

export function TemplateD(props: TemplateProps) {
  return <SidebarTemplate {...props} look={CREATIVE} />;
}

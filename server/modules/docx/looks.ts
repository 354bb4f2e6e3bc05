/**
 * Each template's look as close as Word allows: its fonts and accent colour (from the template's
 * CSS, src/templates/template-*.styles.ts), and whether it shows the photo (Classic does not).
 */
import { fitAccent } from '@/domain/accent';
import type { Theme } from '@/domain/cv';
import type { CvDesign } from '@/domain/design';
import { FONT_FAMILIES, TYPEFACE_FAMILIES } from '@/templates/typefaces';

export interface DocxLook {
  body: string;
  heading: string;
  /** Hex without '#', as Word writes colours. */
  accent: string;
  ink: string;
  italicHeadings: boolean;
  photo: boolean;
}

export const DOCX_LOOKS: Record<Theme, DocxLook> = {
  templateA: {
    body: 'Georgia',
    heading: 'Georgia',
    accent: '1F3A5F',
    ink: '2D3748',
    italicHeadings: false,
    photo: false,
  },
  templateB: {
    body: 'Segoe UI',
    heading: 'Segoe UI',
    accent: 'B4472C',
    ink: '1F2937',
    italicHeadings: false,
    photo: true,
  },
  templateC: {
    body: 'Arial',
    heading: 'Arial',
    accent: '23664A',
    ink: '1F2A24',
    italicHeadings: false,
    photo: true,
  },
  templateD: {
    body: 'Segoe UI',
    heading: 'Palatino Linotype',
    accent: 'A8432D',
    ink: '2B211D',
    italicHeadings: true,
    photo: true,
  },
  templateE: {
    body: 'Segoe UI',
    heading: 'Segoe UI',
    accent: '14263F',
    ink: '1C2533',
    italicHeadings: false,
    photo: true,
  },
  templateF: {
    body: 'Arial',
    heading: 'Arial',
    accent: '1F6F8B',
    ink: '1C2430',
    italicHeadings: false,
    photo: false,
  },
  templateG: {
    body: 'Calibri',
    heading: 'Calibri',
    accent: '23445F',
    ink: '1F2933',
    italicHeadings: false,
    photo: true,
  },
  templateH: {
    body: 'Trebuchet MS',
    heading: 'Trebuchet MS',
    accent: '0F5E6E',
    ink: '1D2730',
    italicHeadings: false,
    photo: true,
  },
};

/** The template's look with the CV's design: its typeface's families and its accent (made readable). */
export function docxLook(theme: Theme, design: CvDesign): DocxLook {
  const look = { ...DOCX_LOOKS[theme] };
  if (design.typeface) {
    const { body, display } = TYPEFACE_FAMILIES[design.typeface];
    look.body = FONT_FAMILIES[body].name;
    look.heading = FONT_FAMILIES[display].name;
  }
  if (design.accent) look.accent = fitAccent(theme, design.accent).colour.slice(1).toUpperCase();
  return look;
}

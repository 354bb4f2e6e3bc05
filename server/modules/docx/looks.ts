/**
 * Each template's look as close as Word allows: its fonts and accent colour (from the template's
 * CSS, src/templates/template-*.styles.ts), and whether it shows the photo (Classic does not).
 */
import type { Theme } from '@/domain/cv';

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
};

/** Each template's own CSS by its theme, for the tests that read what it holds. */
import type { Theme } from '@/domain/cv';
import { templateACss } from './template-a.styles';
import { templateBCss } from './template-b.styles';
import { templateCCss } from './template-c.styles';
import { templateDCss } from './template-d.styles';
import { templateECss } from './template-e.styles';
import { templateFCss } from './template-f.styles';
import { templateGCss } from './template-g.styles';
import { templateHCss } from './template-h.styles';

export const TEMPLATE_CSS: Record<Theme, string> = {
  templateA: templateACss,
  templateB: templateBCss,
  templateC: templateCCss,
  templateD: templateDCss,
  templateE: templateECss,
  templateF: templateFCss,
  templateG: templateGCss,
  templateH: templateHCss,
};

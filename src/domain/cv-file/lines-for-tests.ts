/** Lines made by hand for the reader's tests, as a Word file gives them. */
import type { FileLine, FileText } from './file-lines';
import { lineText } from './file-lines';

/** A line as a Word file gives it: "⇥" starts a piece after a tab. */
export function line(text: string, more: Partial<FileLine> & { look?: string } = {}): FileLine {
  const { look = 'body', ...rest } = more;
  const spans = text.split('⇥').map((piece, index) => ({ text: piece, look, apart: index > 0 }));
  return {
    text: lineText(spans),
    spans,
    block: 0,
    page: 1,
    size: 10,
    bold: false,
    caps: false,
    style: null,
    bullet: false,
    x: 0,
    paragraphEnd: true,
    ...rest,
  };
}
export const heading = (text: string) =>
  line(text, { style: 'heading', bold: true, size: 14, look: 'h' });
export const file = (lines: FileLine[]): FileText => ({
  kind: 'docx',
  pages: 1,
  lines,
  links: [],
  language: null,
});

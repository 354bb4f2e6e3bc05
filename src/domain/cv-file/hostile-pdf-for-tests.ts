/**
 * A hostile PDF for the tests of the readers' limits: forms that draw forms ("billion laughs"),
 * each drawing the next `fan` times, `depth` deep, the last one showing a letter: 3 KB of file,
 * `fan ** (depth - 1)` text runs for a reader that follows every drawing. (Forms with no text
 * cost pdf.js nothing: it remembers a form without text and draws it no more.)
 */
const encoder = new TextEncoder();

/** A PDF of these objects (numbered from 1, the first the catalogue) with its cross-references. */
function pdfOf(objects: readonly string[]): Uint8Array {
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(encoder.encode(body).length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const start = encoder.encode(body).length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${start}\n%%EOF\n`;
  return encoder.encode(body);
}

const stream = (dictionary: string, content: string) =>
  `<< ${dictionary} /Length ${encoder.encode(content).length} >>\nstream\n${content}\nendstream`;

export function formsDrawingForms(depth: number, fan = 10): Uint8Array {
  // 1 catalogue, 2 pages, 3 page, 4 its content, 5 the font, 6… the forms.
  const FIRST_FORM = 6;
  const forms = Array.from({ length: depth }, (_, level) => {
    const leaf = level === depth - 1;
    const next = leaf ? '' : `/XObject << /X ${FIRST_FORM + level + 1} 0 R >>`;
    const content = leaf ? 'BT /F 12 Tf 10 10 Td (a) Tj ET' : Array(fan).fill('/X Do').join('\n');
    return stream(
      `/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << ${next} /Font << /F 5 0 R >> >>`,
      content,
    );
  });
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /X ${FIRST_FORM} 0 R >> >> >>`,
    stream('', '/X Do'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...forms,
  ]);
}

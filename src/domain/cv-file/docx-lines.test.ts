import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { docxLines } from './docx-lines';
import { lineText, type FileLine, type FileText } from './file-lines';

const fixture = (name: string) =>
  new Uint8Array(
    readFileSync(new URL(`../../../tests/fixtures/cv-files/tuning/${name}`, import.meta.url)),
  );

const NAMESPACES = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
].join(' ');

/** A .docx of `body` (document.xml's w:body) and any other parts, by name. */
function docx(body: string, parts: Record<string, string> = {}): Uint8Array {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${NAMESPACES}><w:body>${body}</w:body></w:document>`;
  const files = { 'word/document.xml': document, ...parts };
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
  );
}

const styles = (inside: string) =>
  `<?xml version="1.0"?><w:styles ${NAMESPACES}>${inside}</w:styles>`;

const read = (bytes: Uint8Array): FileText => {
  const result = docxLines(bytes);
  if (!result.ok) throw new Error(`not read: ${result.reason}`);
  return result.text;
};

const texts = (text: FileText) => text.lines.map((line) => line.text);

const lineOf = (text: FileText, start: string): FileLine => {
  const found =
    text.lines.find((line) => line.text === start) ??
    text.lines.find((line) => line.text.startsWith(start));
  if (!found) throw new Error(`no line "${start}" in ${JSON.stringify(texts(text))}`);
  return found;
};

/** The ZIP with `name`'s declared unpacked size set to `size`, in its central and local headers. */
function declaring(zip: Uint8Array, name: string, size: number): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  // zipSync writes no archive comment: the end record is the last 22 bytes.
  const end = bytes.length - 22;
  let at = view.getUint32(end + 16, true);
  for (let entries = view.getUint16(end + 10, true); entries > 0; entries--) {
    const nameLength = view.getUint16(at + 28, true);
    if (new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)) === name) {
      view.setUint32(at + 24, size, true);
      view.setUint32(view.getUint32(at + 42, true) + 22, size, true);
    }
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return bytes;
}

describe('a Word file with heading styles and a contact text box (t1)', () => {
  const text = read(fixture('t1-en.docx'));
  const contact = [
    'Vantaa, Finland',
    '+358 40 718 2293',
    'marcus.lindqvist@example.com',
    'linkedin.com/in/marcus-lindqvist-7a31c2',
  ];

  it('reads the text box once (not its VML copy), in a block of its own, before its paragraph', () => {
    for (const each of contact) expect(texts(text).filter((line) => line === each)).toHaveLength(1);
    const boxed = contact.map((each) => lineOf(text, each));
    const name = lineOf(text, 'Marcus Lindqvist');
    expect(new Set(boxed.map((line) => line.block)).size).toBe(1);
    expect(boxed[0]?.block).not.toBe(name.block);
    expect(text.lines.indexOf(name)).toBeGreaterThan(text.lines.indexOf(boxed[3]!));
    // The anchor's paragraph holds only its own text.
    expect(name.text).toBe('Marcus Lindqvist');
    expect(name.spans).toHaveLength(1);
  });

  it('names the roles its styles declare', () => {
    expect(lineOf(text, 'Marcus Lindqvist')).toMatchObject({
      style: 'title',
      bold: true,
      size: 24,
    });
    expect(lineOf(text, 'Supply Chain Analyst').style).toBe('subtitle');
    expect(lineOf(text, 'Profile')).toMatchObject({ style: 'heading', bold: true, caps: true });
    expect(lineOf(text, 'Supply chain analyst with')).toMatchObject({ style: null, size: 10.5 });
  });

  it('keeps a tab-aligned date apart from its job title', () => {
    const job = lineOf(text, 'Senior Supply Chain Analyst');
    expect(job.style).toBe('subheading');
    expect(job.spans.map(({ text, apart }) => ({ text, apart }))).toEqual([
      { text: 'Senior Supply Chain Analyst', apart: false },
      { text: 'Jan 2019 – present', apart: true },
    ]);
    expect(job.text).toBe('Senior Supply Chain Analyst Jan 2019 – present');
  });

  it('marks list items, and not the headings whose outline numbering shows nothing', () => {
    const item = lineOf(text, 'Own the monthly demand forecast');
    expect(item).toMatchObject({ bullet: true, x: 25.5 });
    expect(lineOf(text, 'Lead the S&OP data preparation').bullet).toBe(true);
    expect(lineOf(text, 'Work Experience').bullet).toBe(false);
    expect(lineOf(text, 'Nordvik Trading Oy').bullet).toBe(false);
  });

  it('splits a paragraph at its line breaks', () => {
    const languages = ['Swedish', 'Finnish', 'English', 'German'].map((each) => lineOf(text, each));
    expect(languages.map((line) => line.paragraphEnd)).toEqual([false, false, false, true]);
    expect(languages[3]?.text).toBe('German – basic (B1)');
  });

  it('says its language and page', () => {
    expect(text).toMatchObject({ kind: 'docx', pages: 1, language: 'en-GB' });
    expect(text.lines.every((line) => line.page === 1)).toBe(true);
  });
});

describe('a Word file in two table columns with direct formatting (t2)', () => {
  const text = read(fixture('t2-fi.docx'));

  it('reads each table cell as a block of its own', () => {
    const name = lineOf(text, 'Sanna Heikkinen');
    const left = ['Yhteystiedot', 'Tampere', 'Polkujuoksu'].map((each) => lineOf(text, each).block);
    const right = ['Profiili', 'Työkokemus', 'Tampereen seudun'].map(
      (each) => lineOf(text, each).block,
    );
    expect(new Set(left).size).toBe(1);
    expect(new Set(right).size).toBe(1);
    expect(new Set([name.block, left[0], right[0]]).size).toBe(3);
  });

  it('reads a heading typed in mixed case but shown in bold capitals', () => {
    expect(lineOf(text, 'Työkokemus')).toMatchObject({
      text: 'Työkokemus',
      caps: true,
      bold: true,
      size: 11.5,
    });
    expect(lineOf(text, 'Sairaanhoitaja, yhteispäivystys')).toMatchObject({
      bold: true,
      caps: false,
    });
    expect(lineOf(text, 'Sanna Heikkinen')).toMatchObject({ bold: true, size: 22 });
  });

  it('declares no styles it does not have, and keeps the employer line whole', () => {
    expect(text.lines.every((line) => line.style === null)).toBe(true);
    expect(texts(text)).toContain('Tampereen yliopistollinen sairaala (Tays), Tampere | 06/2021 –');
    expect(lineOf(text, 'Akuuttipotilaiden hoitotyö').bullet).toBe(true);
    expect(text.language).toBe('fi-FI');
  });
});

const run = (inside: string, properties = '') => `<w:r><w:rPr>${properties}</w:rPr>${inside}</w:r>`;
const t = (text: string) => `<w:t xml:space="preserve">${text}</w:t>`;
const p = (inside: string, properties = '') => `<w:p><w:pPr>${properties}</w:pPr>${inside}</w:p>`;

describe('reading runs and paragraphs', () => {
  it('sets a run apart at a tab, not at a paragraph tab stop', () => {
    const tabStops = '<w:tabs><w:tab w:val="right" w:pos="9000"/></w:tabs>';
    const [line] = read(docx(p(run(`${t('Analyst')}<w:tab/>${t('2019')}`), tabStops))).lines;
    expect(line?.spans.map((span) => span.apart)).toEqual([false, true]);
    const [plain] = read(docx(p(run(t('No tab here')), tabStops))).lines;
    expect(plain?.spans).toHaveLength(1);
  });

  it('breaks lines at w:br but not at a page break, and reads Word hyphens', () => {
    const body = p(
      run(
        `${t('One')}<w:br w:type="page"/>${t('Two')}<w:br/>${t('co')}<w:noBreakHyphen/>${t('op')}`,
      ) + run(`${t('hy')}<w:softHyphen/>${t('phen')}`),
    );
    const text = read(docx(body));
    expect(texts(text)).toEqual(['OneTwo', 'co-ophyphen']);
    expect(text.lines.map((line) => line.paragraphEnd)).toEqual([false, true]);
  });

  it('drops empty paragraphs and decodes entities', () => {
    const body =
      p('') +
      p(run(t('  '))) +
      p(run(t('S&amp;OP &lt;b&gt; &quot;x&quot; &apos;y&apos; &#233;&#x1F600;')));
    expect(texts(read(docx(body)))).toEqual(['S&OP <b> "x" \'y\' é😀']);
  });

  it('reads bold, italic, caps and size through styles, the run and the defaults', () => {
    const part = styles(
      '<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/><w:lang w:val="fi-FI"/></w:rPr></w:rPrDefault></w:docDefaults>' +
        '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
        '<w:style w:type="paragraph" w:styleId="Strong"><w:name w:val="Strong"/><w:rPr><w:b/><w:caps/><w:sz w:val="28"/></w:rPr></w:style>' +
        '<w:style w:type="paragraph" w:styleId="Stronger"><w:name w:val="Stronger"/><w:basedOn w:val="Strong"/></w:style>' +
        '<w:style w:type="character" w:styleId="Em"><w:name w:val="Emphasis"/><w:rPr><w:i/></w:rPr></w:style>',
    );
    const body =
      p(run(t('Plain'))) +
      p(run(t('From the style')), '<w:pStyle w:val="Stronger"/>') +
      p(run(t('Not bold'), '<w:b w:val="false"/>'), '<w:pStyle w:val="Strong"/>') +
      p(run(t('Bold '), '<w:b/>') + run(t('and not'), '<w:b w:val="0"/>')) +
      p(run(t('Leaning'), '<w:rStyle w:val="Em"/><w:sz w:val="19"/>'));
    const text = read(docx(body, { 'word/styles.xml': part }));
    expect(lineOf(text, 'Plain')).toMatchObject({ size: 11, bold: false, caps: false });
    expect(lineOf(text, 'From the style')).toMatchObject({
      size: 14,
      bold: true,
      caps: true,
      style: null,
    });
    expect(lineOf(text, 'Not bold')).toMatchObject({ bold: false, caps: true });
    const mixed = lineOf(text, 'Bold and not');
    expect(mixed.bold).toBe(false);
    expect(mixed.spans).toHaveLength(2);
    expect(mixed.spans[0]?.look).not.toBe(mixed.spans[1]?.look);
    expect(lineOf(text, 'Leaning')).toMatchObject({ size: 9.5, spans: [{ look: 'italic 9.5pt' }] });
    expect(text.language).toBe('fi-FI');
  });

  it('names the roles of Word built-in styles, through the styles they are based on', () => {
    const style = (id: string, name: string, basedOn = '') =>
      `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/>${basedOn && `<w:basedOn w:val="${basedOn}"/>`}</w:style>`;
    const part = styles(
      style('Title', 'Title') +
        style('Subtitle', 'Subtitle') +
        style('Heading1', 'heading 1') +
        style('Otsikko2', 'heading 2') +
        style('Mine', 'My heading', 'Heading1') +
        style('Loop', 'Loop', 'Loop'),
    );
    const line = (id: string) => p(run(t(id)), `<w:pStyle w:val="${id}"/>`);
    const text = read(
      docx(
        ['Title', 'Subtitle', 'Heading1', 'Otsikko2', 'Mine', 'Loop', 'Gone'].map(line).join(''),
        { 'word/styles.xml': part },
      ),
    );
    expect(text.lines.map((each) => each.style)).toEqual([
      'title',
      'subtitle',
      'heading',
      'subheading',
      'heading',
      null,
      null,
    ]);
  });

  it('marks list items by numbering or a typed bullet, with their indent', () => {
    const numbering =
      `<w:numbering ${NAMESPACES}>` +
      '<w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>' +
      '<w:abstractNum w:abstractNumId="2"><w:lvl w:ilvl="0"><w:numFmt w:val="none"/></w:lvl></w:abstractNum>' +
      '<w:num w:numId="1"><w:abstractNumId w:val="1"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="2"/></w:num></w:numbering>';
    const list = (id: string) => `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${id}"/></w:numPr>`;
    const body =
      p(run(t('Listed')), list('1')) +
      p(run(t('Indented')), `${list('1')}<w:ind w:start="360"/>`) +
      p(run(t('Outline')), list('2')) +
      p(run(t('Unlisted')), list('0')) +
      p(
        run(t('• Typed')) +
          run('<w:br/>') +
          run(t('- also typed')) +
          run('<w:br/>') +
          run(t('-not')),
      ) +
      p(run(t('Body')));
    const text = read(docx(body, { 'word/numbering.xml': numbering }));
    expect(text.lines.map(({ text, bullet, x }) => [text, bullet, x])).toEqual([
      ['Listed', true, 36],
      ['Indented', true, 18],
      ['Outline', false, 0],
      ['Unlisted', false, 0],
      ['• Typed', true, 0],
      ['- also typed', true, 0],
      ['-not', false, 0],
      ['Body', false, 0],
    ]);
  });

  it('reads hyperlinks, external ones through the relationships and HYPERLINK fields', () => {
    const relationships =
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId7" Type="…/hyperlink" Target="https://example.com/a?x=1&amp;y=2" TargetMode="External"/>' +
      '<Relationship Id="rId8" Type="…/styles" Target="styles.xml"/></Relationships>';
    const field = (instruction: string) =>
      run('<w:fldChar w:fldCharType="begin"/>') +
      run(`<w:instrText xml:space="preserve">${instruction.slice(0, 12)}</w:instrText>`) +
      run(`<w:instrText xml:space="preserve">${instruction.slice(12)}</w:instrText>`) +
      run('<w:fldChar w:fldCharType="separate"/>') +
      run(t('shown')) +
      run('<w:fldChar w:fldCharType="end"/>');
    const body =
      p(
        `<w:hyperlink r:id="rId7">${run(t('Site'))}</w:hyperlink><w:hyperlink w:anchor="top">${run(t('Top'))}</w:hyperlink>`,
      ) +
      p(field(' HYPERLINK "mailto:me@example.com" ') + field(' HYPERLINK \\l "bookmark" ')) +
      p(
        `<w:fldSimple w:instr=" HYPERLINK &quot;https://github.com/me&quot; ">${run(t('GitHub'))}</w:fldSimple>`,
      ) +
      p(`<w:hyperlink r:id="rId7">${run(t('Again'))}</w:hyperlink>`);
    const text = read(docx(body, { 'word/_rels/document.xml.rels': relationships }));
    expect(text.links).toEqual([
      'https://example.com/a?x=1&y=2',
      'mailto:me@example.com',
      'https://github.com/me',
    ]);
    expect(texts(text)).toEqual(['SiteTop', 'shownshown', 'GitHub', 'Again']);
  });

  it('leaves out hidden text and the placeholders of empty content controls', () => {
    const control = (shown: string, text: string) =>
      `<w:sdt><w:sdtPr>${shown}</w:sdtPr><w:sdtContent>${run(t(text))}</w:sdtContent></w:sdt>`;
    const body =
      p(
        run(t('Shown')) +
          run(t(' hidden'), '<w:vanish/>') +
          run(t(' and not'), '<w:vanish w:val="0"/>'),
      ) + p(control('<w:showingPlcHdr/>', '[Your name]') + control('', 'Filled in'));
    expect(texts(read(docx(body)))).toEqual(['Shown and not', 'Filled in']);
  });

  it('reads a bullet inserted as a symbol as a typed bullet', () => {
    const body =
      p(run('<w:sym w:font="Symbol" w:char="F0B7"/><w:tab/>') + run(t('Item'))) +
      p(run('<w:sym w:font="Wingdings" w:char="F028"/>') + run(t(' +358 40 123')));
    const text = read(docx(body));
    expect(text.lines.map(({ text, bullet }) => [text, bullet])).toEqual([
      ['• Item', true],
      ['+358 40 123', false],
    ]);
  });

  it('leaves out deleted text', () => {
    const body = p(
      run(t('Kept ')) +
        `<w:del w:id="1">${run('<w:delText>gone</w:delText><w:t>gone too</w:t>')}</w:del>` +
        run(t('text')),
    );
    expect(texts(read(docx(body)))).toEqual(['Kept text']);
  });
});

describe('blocks', () => {
  const cell = (text: string) => `<w:tc><w:tcPr/>${p(run(t(text)))}</w:tc>`;

  it('gives every table cell a block, and the text after a table a new one', () => {
    const inner = `<w:tbl><w:tr>${cell('Inner A')}${cell('Inner B')}</w:tr></w:tbl>`;
    const body =
      p(run(t('Before'))) +
      `<w:tbl><w:tr>${cell('Left')}<w:tc>${p(run(t('Right')))}${inner}${p(run(t('Right again')))}</w:tc></w:tr>` +
      `<w:tr>${cell('')}${cell('Below')}</w:tr></w:tbl>` +
      p(run(t('After')));
    const text = read(docx(body));
    expect(text.lines.map((line) => [line.text, line.block])).toEqual([
      ['Before', 0],
      ['Left', 1],
      ['Right', 2],
      ['Inner A', 3],
      ['Inner B', 4],
      ['Right again', 5],
      ['Below', 6],
      ['After', 7],
    ]);
  });

  it('reads a text box (its DrawingML choice, not its VML fallback) before the paragraph it is anchored in', () => {
    const box = (text: string) =>
      `<w:txbxContent>${p(run(t(text)))}${p(run(t(`${text} 2`)))}</w:txbxContent>`;
    const anchored =
      `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx>${box('Boxed')}</wps:txbx></w:drawing></mc:Choice>` +
      `<mc:Fallback><w:pict><v:textbox>${box('Copy')}</v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;
    const body =
      p(run(t('Body'))) + p(run(t('Anchor ')) + anchored + run(t('text'))) + p(run(t('More')));
    const text = read(docx(body));
    expect(text.lines.map((line) => [line.text, line.block])).toEqual([
      ['Body', 0],
      ['Boxed', 1],
      ['Boxed 2', 1],
      ['Anchor text', 2],
      ['More', 2],
    ]);
  });

  it('reads a text box Word wrote only in VML', () => {
    const body = p(
      run(
        `<w:pict><v:shape><v:textbox>${`<w:txbxContent>${p(run(t('Old box')))}</w:txbxContent>`}</v:textbox></v:shape></w:pict>`,
      ),
    );
    expect(read(docx(body)).lines.map((line) => [line.text, line.block])).toEqual([['Old box', 0]]);
  });
});

describe('a file that is no Word file, or a hostile one', () => {
  it('refuses what is not a ZIP, or a ZIP without a document', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
        expect(docxLines(bytes)).toEqual({ ok: false, reason: 'not_docx' });
      }),
    );
    const other = zipSync({
      'word/styles.xml': strToU8(styles('')),
      'document.xml': strToU8('<w:p/>'),
    });
    expect(docxLines(other)).toEqual({ ok: false, reason: 'not_docx' });
    expect(docxLines(zipSync({}))).toEqual({ ok: false, reason: 'not_docx' });
  });

  it('refuses a part that declares more than 5 MB, and a file over 10 MB, before inflating', () => {
    const bomb = declaring(docx(p(run(t('Small')))), 'word/document.xml', 50 * 1024 * 1024);
    expect(docxLines(bomb)).toEqual({ ok: false, reason: 'too_large' });
    // 6 MB of one letter packs into a few kilobytes: a real zip bomb, refused by its declared size.
    const big = docx(p(run(t('a'.repeat(6 * 1024 * 1024)))));
    expect(big.byteLength).toBeLessThan(100_000);
    expect(docxLines(big)).toEqual({ ok: false, reason: 'too_large' });
    const styled = declaring(
      docx(p(run(t('Small'))), { 'word/styles.xml': styles('') }),
      'word/styles.xml',
      6 * 1024 * 1024,
    );
    expect(docxLines(styled)).toEqual({ ok: false, reason: 'too_large' });
    expect(docxLines(new Uint8Array(LIMITS.cvFileBytes + 1))).toEqual({
      ok: false,
      reason: 'too_large',
    });
  });

  it('refuses XML nested deeper than any document, quickly', () => {
    const deep = docx(
      `${'<w:sdt><w:sdtContent>'.repeat(5000)}${p(run(t('Deep')))}${'</w:sdtContent></w:sdt>'.repeat(5000)}`,
    );
    const started = performance.now();
    expect(docxLines(deep)).toEqual({ ok: false, reason: 'too_complex' });
    expect(performance.now() - started).toBeLessThan(1000);
    const deepStyles = docx(p(run(t('Fine'))), {
      'word/styles.xml': styles('<w:style>'.repeat(300)),
    });
    expect(docxLines(deepStyles)).toEqual({ ok: false, reason: 'too_complex' });
  });

  it('refuses more tags than any document holds', () => {
    expect(docxLines(docx('<w:p/>'.repeat(200_001)))).toEqual({ ok: false, reason: 'too_complex' });
    expect(docxLines(docx('<'.repeat(200_001)))).toEqual({ ok: false, reason: 'too_complex' });
    expect(read(docx(p(run(t('Fine'))).repeat(10_000))).lines).toHaveLength(10_000);
  });

  it('reads broken XML in time that grows with its length only', () => {
    const broken = `${'<w:p a="<w:r " <w:t '.repeat(30_000)}${p(run(t('Still here')))}<w:p><w:r><w:t>unclosed`;
    const started = performance.now();
    const text = read(docx(broken));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(texts(text)).toContain('Still here');
    expect(texts(text)).toContain('unclosed');
  });
});

describe('no text is lost or read twice', () => {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const character = fc.oneof(
    fc.constantFrom('&', '<', '>', '"', "'", ' ', '\t', '\n', '•', '-', ']]>', '<!--', '&amp;'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  );
  const piece = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({
        text: fc.string({ unit: character, maxLength: 12 }),
        bold: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.constantFrom('tab' as const, 'break' as const) },
  );
  const paragraphs = fc.array(fc.array(piece, { maxLength: 6 }), { maxLength: 6 });

  it('joins the lines into the paragraphs’ text', () => {
    fc.assert(
      fc.property(paragraphs, (pieces) => {
        const body = pieces
          .map((paragraph) =>
            p(
              paragraph
                .map((each) =>
                  each === 'tab'
                    ? run('<w:tab/>')
                    : each === 'break'
                      ? run('<w:br/>')
                      : run(t(escape(each.text)), each.bold ? '<w:b/>' : ''),
                )
                .join(''),
            ),
          )
          .join('');
        // Each paragraph's text, a tab read as a space, split at its breaks.
        const expected = pieces
          .flatMap((paragraph) => {
            const lines = [''];
            for (const each of paragraph)
              if (each === 'break') lines.push('');
              else lines[lines.length - 1] += each === 'tab' ? ' ' : each.text;
            return lines;
          })
          .map((line) => lineText([{ text: line, look: '', apart: false }]))
          .filter(Boolean);
        expect(texts(read(docx(body)))).toEqual(expected);
      }),
    );
  });
});

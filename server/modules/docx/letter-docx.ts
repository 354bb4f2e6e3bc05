/**
 * A cover letter as a Word document, in its CV's template's fonts and accent (as the CV's Word
 * file): the name as Title, the job title as Subtitle, the contact line, the date, the company, the
 * subject as Heading 1, then the greeting, the body's paragraphs, the closing and the name, in the
 * letter's language on the CV's page format. `sendLetterWordFile` sends it named as its PDF is.
 */
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { FastifyReply } from 'fastify';
import { letterParagraphs } from '@/domain/cover-letter';
import { resolveTheme } from '@/domain/cv';
import { writerName } from '@/templates/cover-letter';
import { usedFamilies } from '@/templates/typefaces';
import { displayUrl, isWebUrl } from '@/templates/urls';
import { attachment } from '@server/lib/attachment';
import { letterWords, type PrintedLetter } from '@server/modules/pdf';
import { SHEETS, WORD_LANGUAGE, styles } from './cv-docx';
import { withFontTable } from './font-table';
import { docxLook } from './looks';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A text's lines as one paragraph, each line after a break, as the letter's screen shows them. */
const lines = (text: string, options: { bold?: boolean } = {}) =>
  text
    .split(/\r?\n/)
    .map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : 0, ...options }));

export async function letterDocx(printed: PrintedLetter): Promise<Buffer> {
  const { cv, letter, company } = printed;
  const words = letterWords(printed);
  const look = docxLook(resolveTheme(cv.theme), cv.design);
  const name = writerName(cv);
  const contact = [
    cv.email.trim(),
    cv.phone.trim(),
    ...cv.links.filter((link) => isWebUrl(link.url)).map((link) => displayUrl(link.url)),
  ].filter(Boolean);
  const gap = { spacing: { after: 200 } };
  const children = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(name)] }),
    ...(cv.current_job_title.trim()
      ? [new Paragraph({ style: 'Subtitle', children: [new TextRun(cv.current_job_title.trim())] })]
      : []),
    ...(contact.length ? [new Paragraph({ children: [new TextRun(contact.join('  ·  '))] })] : []),
    new Paragraph({
      alignment: AlignmentType.RIGHT,
      spacing: { before: 360, after: 120 },
      children: [new TextRun(words.date)],
    }),
    ...(company.trim()
      ? [new Paragraph({ children: [new TextRun({ text: company.trim(), bold: true })] })]
      : []),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(words.subject)] }),
    ...(letter.greeting.trim()
      ? [new Paragraph({ ...gap, children: lines(letter.greeting.trim()) })]
      : []),
    ...letterParagraphs(letter.body).map(
      (paragraph) => new Paragraph({ ...gap, children: lines(paragraph) }),
    ),
    ...(letter.closing.trim()
      ? [
          new Paragraph({
            spacing: { before: 240, after: 480 },
            keepNext: true,
            children: lines(letter.closing.trim()),
          }),
        ]
      : []),
    new Paragraph({ children: [new TextRun({ text: name, bold: true })] }),
  ];
  const document = new Document({
    creator: 'CV Builder',
    title: words.title,
    styles: styles(look, WORD_LANGUAGE[letter.language]),
    sections: [{ properties: { page: { size: SHEETS[cv.design.page ?? 'a4'] } }, children }],
  });
  const file = await Packer.toBuffer(document);
  return withFontTable(file, cv.design.typeface ? usedFamilies(cv.design.typeface) : []);
}

export async function sendLetterWordFile(reply: FastifyReply, printed: PrintedLetter) {
  const file = await letterDocx(printed);
  return reply
    .header('content-disposition', attachment(letterWords(printed).fileName('docx')))
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .type(DOCX_TYPE)
    .send(file);
}

/**
 * What a cover letter's files print (its CV's person and design, the letter, the job, the day) and
 * the few words the server adds to it, in the letter's language (locales/{en,fi}/letterPrint.json);
 * and the HTML its PDF is printed from, through the CV's page and renderer.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { letterDate, type CoverLetter } from '@/domain/cover-letter';
import { resolveTheme, type PublicCvDto } from '@/domain/cv';
import { CoverLetterView, writerName } from '@/templates/cover-letter';
import { letterFileName } from '@server/lib/attachment';
import { translator } from '@server/lib/i18n';
import { printedPage } from './cv-pdf-document';

const NS = 'letterPrint';

export interface PrintedLetter {
  /** The writer's CV (the version made for the job, in the letter's language when it has one). */
  cv: PublicCvDto;
  letter: CoverLetter;
  company: string;
  role: string;
  /** The day the letter is dated (YYYY-MM-DD). */
  day: string;
}

/** The letter's lines the server writes: its date, subject, the file's title and name. */
export function letterWords({ cv, letter, company, role, day }: PrintedLetter) {
  const t = translator(letter.language);
  const name = writerName(cv);
  return {
    date: letterDate(day, letter.language),
    subject: role.trim() ? t(`${NS}:subject`, { role: role.trim() }) : t(`${NS}:subjectNoRole`),
    title: t(`${NS}:title`, { name, company: company.trim() }),
    fileName: (extension: string) => letterFileName(cv, t(`${NS}:fileName`), company, extension),
  };
}

export function letterPdfHtml(printed: PrintedLetter): string {
  const { cv, letter, company } = printed;
  const words = letterWords(printed);
  const body = renderToStaticMarkup(
    createElement(CoverLetterView, {
      theme: resolveTheme(cv.theme),
      writer: cv,
      letter,
      company,
      words,
    }),
  );
  return printedPage({
    language: letter.language,
    title: words.title,
    typeface: cv.design?.typeface,
    body,
  });
}

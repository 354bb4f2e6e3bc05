/**
 * Cover letters as PDF files, printed by the CV's renderer (its queue, fonts and tagging) and kept
 * in memory by what they print: the page holds the letter, the CV's details and design and the day,
 * so any change makes a new file. A letter is small and dated: none goes to object storage.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { attachment } from '@server/lib/attachment';
import { letterPdfHtml, letterWords, type PrintedLetter } from './letter-pdf-document';
import type { Paper, PdfRenderer } from './pdf-renderer';

export function createLetterFiles(renderer: PdfRenderer) {
  // About 10 MB: a letter's PDF is some tens of kilobytes.
  const files = new LRUCache<string, Buffer>({
    maxSize: 10 * 1024 * 1024,
    sizeCalculation: (file) => file.length,
  });

  async function pdfOf(printed: PrintedLetter, paper: Paper): Promise<Buffer> {
    const html = letterPdfHtml(printed);
    const key = `${createHash('sha256').update(html).digest('hex')}:${paper}`;
    const kept = files.get(key);
    if (kept) return kept;
    const file = await renderer.render({ html, paper });
    files.set(key, file);
    return file;
  }

  return {
    pdfOf,
    /** The letter's PDF to its owner, named after the person and the company. */
    async send(reply: FastifyReply, printed: PrintedLetter, paper: Paper) {
      const file = await pdfOf(printed, paper);
      return reply
        .header('content-disposition', attachment(letterWords(printed).fileName('pdf')))
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .type('application/pdf')
        .send(file);
    },
  };
}

export type LetterFiles = ReturnType<typeof createLetterFiles>;

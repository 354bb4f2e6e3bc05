/**
 * The owner's ATS check: their CV's own PDF (the file a download gives, rendered once per
 * version) read as a parser reads it. A reading is kept per CV version, template and language,
 * so looking again, or matching another job ad, costs no render and no reading.
 */
import { LRUCache } from 'lru-cache';
import { readCv, type AtsReading, type OwnerFacts } from '@/domain/ats/check';
import { betterTemplates } from '@/domain/ats/template-scores';
import { resolveTheme, type PublicCvDto, type Theme } from '@/domain/cv';
import type { Language } from '@/domain/languages';
import { createSemaphore } from '@server/lib/semaphore';
import { createSingleFlight } from '@server/lib/single-flight';
import type { CvService } from '@server/modules/cv';
import type { PdfFiles } from '@server/modules/pdf';
import { readPdfText } from './read-pdf';

export interface OwnReading extends AtsReading {
  theme: Theme;
  language: Language;
}

/** What the owner's CV has that a parser should find in its PDF. */
function ownerFacts(cv: PublicCvDto): OwnerFacts {
  const has = { experience: cv.experiences, education: cv.educations, skills: cv.skills };
  return {
    firstName: cv.first_name,
    lastName: cv.last_name,
    sections: (['experience', 'education', 'skills'] as const).filter((kind) => has[kind].length),
    betterTemplates: betterTemplates(resolveTheme(cv.theme), cv.language),
  };
}

export function createAtsReader(service: CvService, files: PdfFiles) {
  // A reading is the PDF's text and a few problems: a few kilobytes each.
  const readings = new LRUCache<string, OwnReading>({ max: 1000 });
  const reading = createSingleFlight<OwnReading>();
  // Reading a PDF is a few tens of milliseconds of this process's time: two at once at most.
  const readers = createSemaphore(2);

  return {
    async read(userId: string, uuid: string, language?: Language): Promise<OwnReading> {
      const printable = await service.printable(userId, uuid, language);
      const { cv } = printable;
      const key = `${cv.uuid}:${cv.updated_at}:${cv.theme}:${cv.language}`;
      const kept = readings.get(key);
      if (kept) return kept;
      return reading.run(key, async () => {
        const pdf = await files.pdfOf(printable, 'A4');
        const text = await readers.run(() => readPdfText(pdf));
        const fresh = {
          ...readCv(text, ownerFacts(cv)),
          theme: resolveTheme(cv.theme),
          language: cv.language,
        };
        readings.set(key, fresh);
        return fresh;
      });
    },
  };
}

export type AtsReader = ReturnType<typeof createAtsReader>;

/**
 * The sample CVs, one set for everything that shows or sends a CV: the template preview and the
 * landing page (`sampleCv`), the demo user's public page (`DEMO_CV`), and the unit, API and browser
 * tests (`TEST_CV`, and `LONG_CV` for layouts). They are data (sample-cvs/*.json), and each is checked against the CV schema:
 * the previews here as they are read, all of them in sample-cv.test.ts.
 */
import { cvContentSchema } from '@/domain/cv';
import { noMoreRows } from '@/domain/section-rows';
import demo from './sample-cvs/demo.json' with { type: 'json' };
import demoFi from './sample-cvs/demo-fi.json' with { type: 'json' };
import previewEn from './sample-cvs/preview-en.json' with { type: 'json' };
import previewFi from './sample-cvs/preview-fi.json' with { type: 'json' };
import long from './sample-cvs/long.json' with { type: 'json' };
import test from './sample-cvs/test.json' with { type: 'json' };
import type { CvView } from './types';

const previewSchema = cvContentSchema.omit({
  title: true,
  theme: true,
  is_public: true,
  pdf_qr_code: true,
});

/** A sample with every list and a design: one written before either was added has none of it. */
const withEveryList = <Cv extends object>(cv: Cv) => ({ ...noMoreRows(), design: {}, ...cv });

/** A realistic CV in each language, as a template shows it; a fresh copy each call. */
export function sampleCv(language: 'en' | 'fi'): CvView {
  const sample = withEveryList(language === 'fi' ? previewFi : previewEn);
  return { ...previewSchema.parse(sample), photo: null };
}

/** The demo user's public CV at /demo, made on an empty database (the server adds a portrait). */
export const DEMO_CV = withEveryList(demo);

/** Its Finnish version at /demo?lang=fi: its texts, rows in the order of the English CV's. */
export const DEMO_CV_FI = demoFi;

/** One complete CV that the API and browser tests share: every field filled, dates in order. */
export const TEST_CV = withEveryList(test);

/** The longest a CV's header gets: a 60-character name and job title, long addresses (layout tests). */
export const LONG_CV = withEveryList(long);

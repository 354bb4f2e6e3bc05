/** The sample CV (src/templates/sample-cvs/preview-*.json) as a public CV, for the review scripts. */
import { publicCvSchema, type PublicCvDto, type Theme } from '@/domain/cv';
import { noMoreRows } from '@/domain/section-rows';
import previewEn from '@/templates/sample-cvs/preview-en.json' with { type: 'json' };
import previewFi from '@/templates/sample-cvs/preview-fi.json' with { type: 'json' };

export function samplePublicCv(language: 'en' | 'fi', theme: Theme): PublicCvDto {
  // Read as a stranger's answer is, so the owner's own settings (the visibility, the PDF's QR code)
  // are neither asked of the sample nor passed on.
  return publicCvSchema.parse({
    // A list added after the sample was written reads as empty, as sampleCv (src/templates/sample-cv.ts) reads it.
    ...noMoreRows(),
    // The samples have no design: every key the template's own.
    design: {},
    ...(language === 'fi' ? previewFi : previewEn),
    title: '',
    theme,
    uuid: '00000000-0000-4000-8000-000000000000',
    slug: null,
    username: null,
    photo: null,
    created_at: '',
    updated_at: '',
    languages: [language],
    fallbacks: [],
  });
}

/** The sample CV (src/templates/sample-cvs/preview-*.json) as a public CV, for the review scripts. */
import { cvContentSchema, type PublicCvDto, type Theme } from '@/domain/cv';
import previewEn from '@/templates/sample-cvs/preview-en.json' with { type: 'json' };
import previewFi from '@/templates/sample-cvs/preview-fi.json' with { type: 'json' };

export function samplePublicCv(language: 'en' | 'fi', theme: Theme): PublicCvDto {
  const sample = language === 'fi' ? previewFi : previewEn;
  return {
    ...cvContentSchema.parse({ ...sample, title: '', theme, is_public: true }),
    uuid: '00000000-0000-4000-8000-000000000000',
    slug: null,
    username: null,
    photo: null,
    created_at: '',
    updated_at: '',
    languages: [language],
    fallbacks: [],
  };
}

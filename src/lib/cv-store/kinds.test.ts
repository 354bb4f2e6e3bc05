/** What a CV's edit sends: its changed fields whole, its address's slug, and its versions' texts. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { merge } from '@/domain/merge';
import { cvArb } from '@/domain/test-arbitraries';
import { cvRules, type CvDoc } from './kinds';

const [content] = fc.sample(cvArb, { numRuns: 1, seed: 7 });
const doc: CvDoc = { ...content!, slug: null, translations: { fi: { bio_title: 'Minusta' } } };

describe('a CV edit’s patch', () => {
  it('is nothing when nothing changed', () => {
    expect(cvRules.patchOf(doc, structuredClone(doc))).toBeNull();
  });

  it('names each changed field, the slug, and only the version texts that changed', () => {
    const to: CvDoc = {
      ...doc,
      title: `${doc.title} (new)`,
      skills: [
        ...doc.skills,
        { uuid: crypto.randomUUID(), skill_name: 'Go', proficiency: 'expert' },
      ],
      slug: 'designer',
      translations: { fi: { bio_title: 'Minusta', bio_description: 'Hei' } },
    };
    expect(cvRules.patchOf(doc, to)).toEqual({
      title: to.title,
      skills: to.skills,
      slug: 'designer',
      translations: { fi: { bio_description: 'Hei' } },
    });
  });

  it('sends an empty slug to take the address back to the username alone', () => {
    expect(cvRules.patchOf({ ...doc, slug: 'old' }, doc)).toEqual({ slug: '' });
  });

  it('sends a confirmed translation as it is until the server has it, then nothing', () => {
    const to: CvDoc = { ...doc, confirmed: { fi: ['bio_title'] } };
    expect(cvRules.patchOf(doc, to)).toEqual({ translations: { fi: { bio_title: 'Minusta' } } });
    // The server's answer has none: merged on what was sent, the confirmation is done.
    const { merged } = merge(to, to, doc);
    expect(merged.confirmed).toBeUndefined();
    expect(cvRules.patchOf(doc, merged)).toBeNull();
  });
});

/** A file from another tool: whatever does not fit is said, in words the user knows from the wizard. */
import { describe, expect, it } from 'vitest';
import { fromJsonResume } from '@/domain/json-resume';
import { wizardTranslateIn } from '@/lib/i18n-for-tests';
import { leftOutText } from './left-out-text';

const file = JSON.stringify({
  basics: {
    name: 'Aino Virtanen',
    image: 'https://example.com/me.jpg',
    profiles: [{ network: 'Mastodon', url: 'https://mastodon.social/@aino' }],
  },
  work: [{ name: 'Nordic Apps', position: 'Developer', summary: 'x'.repeat(130) }],
  skills: [{ name: 'React' }, { name: 'TypeScript' }, { name: 'Node' }, { name: 'SQL' }],
  awards: [{ title: 'Best app' }, { title: 'Second best' }],
});

const linesIn = (lng: 'en' | 'fi') => {
  const result = fromJsonResume(file);
  if (!result.ok) throw new Error('the file should read');
  return result.leftOut.map((item) => leftOutText(item, wizardTranslateIn(lng)));
};

describe('what a JSON Resume file held that a CV here cannot', () => {
  it('is listed in English, each with the wizard’s name for the place', () => {
    expect(linesIn('en')).toEqual([
      'Experience 1 – What you did: the first 120 characters kept, 10 left out',
      'A skill beyond the three a CV holds: SQL',
      'Mastodon profile https://mastodon.social/@aino: there is no such link type here',
      'The photo: add it on the photo step (pictures are not fetched from other sites)',
      'Awards (2 entries): a CV here has no such section',
    ]);
  });

  it('and in Finnish', () => {
    expect(linesIn('fi')).toEqual([
      'Työkokemus 1 – Mitä teit: 120 ensimmäistä merkkiä säilyi, 10 jäi pois',
      'Taito, joka ei mahdu CV:n kolmen taidon joukkoon: SQL',
      'Mastodon-profiili https://mastodon.social/@aino: tällaista linkkityyppiä ei ole',
      'Kuva: lisää se kuvavaiheessa (kuvia ei haeta muilta sivustoilta)',
      'Palkinnot (2 merkintää): CV:ssä ei ole tällaista osiota',
    ]);
  });
});

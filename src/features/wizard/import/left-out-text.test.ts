/** A file from another tool: whatever does not fit is said, in words the user knows from the wizard. */
import { describe, expect, it } from 'vitest';
import {
  namedFields,
  ITEM_SECTIONS,
  NOT_AN_ENTRY,
  fromJsonResume,
  type LeftOut,
} from '@/domain/json-resume';
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
  projects: Array.from({ length: 11 }, (_, i) => ({ name: `App ${i + 1}` })),
  certificates: [{ name: 'AWS', url: 'not a link' }],
  languages: [{ language: 'Swahili', fluency: 'Working knowledge' }],
  awards: [{ title: 'Best app', summary: 'y'.repeat(310) }],
  interests: Array.from({ length: 11 }, (_, i) => ({ name: `Hobby ${i + 1}` })),
  references: [{ name: 'Erlich' }, { name: 'Jared' }],
});

const linesIn = (lng: 'en' | 'fi') => {
  const result = fromJsonResume(file, lng);
  if (!result.ok) throw new Error('the file should read');
  return result.leftOut.map((item) => leftOutText(item, wizardTranslateIn(lng)));
};

describe('what a JSON Resume file held that a CV here cannot', () => {
  it('is listed in English, each with the wizard’s name for the place', () => {
    expect(linesIn('en')).toEqual([
      'Experience 1 – What you did: the first 120 characters kept, 10 left out',
      'A skill beyond the three a CV holds: SQL',
      'Mastodon profile https://mastodon.social/@aino: there is no such link type here',
      '1 project beyond the 10 a CV holds',
      'Certificate 1 – Web address: “not a link” is not a web address',
      'Swahili: the level “Working knowledge” is not one we know, so it is set to B2. Check it before you create the CV',
      '1 interest beyond the 10 a CV holds',
      'Awards 1 – Description: the first 300 characters kept, 10 left out',
      'The photo: add it on the photo step (pictures are not fetched from other sites)',
      'References (2 entries): a CV here has no such section',
    ]);
  });

  it('and in Finnish', () => {
    expect(linesIn('fi')).toEqual([
      'Työkokemus 1 – Mitä teit: 120 ensimmäistä merkkiä säilyi, 10 jäi pois',
      'Taito, joka ei mahdu CV:n kolmen taidon joukkoon: SQL',
      'Mastodon-profiili https://mastodon.social/@aino: tällaista linkkityyppiä ei ole',
      '1 projekti yli CV:n enimmäismäärän (10)',
      'Sertifikaatti 1 – Verkko-osoite: ”not a link” ei ole verkko-osoite',
      'Swahili: tasoa ”Working knowledge” ei tunnistettu, joten tasoksi merkittiin B2. Tarkista se ennen kuin luot CV:n',
      '1 harrastus yli CV:n enimmäismäärän (10)',
      'Palkinnot 1 – Kuvaus: 300 ensimmäistä merkkiä säilyi, 10 jäi pois',
      'Kuva: lisää se kuvavaiheessa (kuvia ei haeta muilta sivustoilta)',
      'Suosittelijat (2 merkintää): CV:ssä ei ole tällaista osiota',
    ]);
  });

  // One of every kind and list, so a new kind without words fails here.
  const items: LeftOut[] = [
    { kind: 'rows', list: 'certificates', count: 2 },
    { kind: 'rows', list: 'language_skills', count: 1 },
    { kind: 'entries', section: 'Volunteering', count: 3 },
    { kind: 'ownSection', title: 'Hobbies', count: 1 },
    { kind: 'cut', field: 'projects.0.name', kept: 100, dropped: 5 },
    { kind: 'cut', field: 'language_skills.1.language', kept: 100, dropped: 5 },
    { kind: 'cut', field: 'custom_sections.4.title', kept: 100, dropped: 5 },
    {
      kind: 'cut',
      field: 'custom_sections.0.entries.2.subtitle',
      kept: 100,
      dropped: 5,
      section: 'Talks',
    },
    { kind: 'url', field: 'projects.3.url', url: 'ftp://x' },
    {
      kind: 'fields',
      section: 'projects',
      fields: [
        { name: 'keywords', count: 3 },
        { name: 'roles', count: 1 },
        { name: 'tags', count: 2 },
        { name: NOT_AN_ENTRY, count: 1 },
      ],
    },
    { kind: 'fields', section: 'basics', fields: [{ name: 'location', count: 1 }] },
    { kind: 'section', name: 'references', count: 1 },
  ];

  it('has words for every kind in English', () => {
    expect(items.map((item) => leftOutText(item, wizardTranslateIn('en')))).toEqual([
      '2 certificates beyond the 20 a CV holds',
      '1 language beyond the 10 a CV holds',
      'Volunteering: 3 entries beyond the 20 a section holds',
      'Hobbies (1 entry): a CV holds at most 5 sections of your own',
      'Project 1 – Name: the first 100 characters kept, 5 left out',
      'Language 2: the first 100 characters kept, 5 left out',
      'Title of a section of your own: the first 100 characters kept, 5 left out',
      'Talks 3 – Subtitle: the first 100 characters kept, 5 left out',
      'Project 4 – Web address: “ftp://x” is not a web address',
      'Projects – these details could not be imported: keywords (in 3 entries), roles (in 1 entry), “tags” (in 2 entries), 1 entry that could not be read',
      'Your details – these details could not be imported: address',
      'References (1 entry): a CV here has no such section',
    ]);
  });

  it('and in Finnish', () => {
    expect(items.map((item) => leftOutText(item, wizardTranslateIn('fi')))).toEqual([
      '2 sertifikaattia yli CV:n enimmäismäärän (20)',
      '1 kieli yli CV:n enimmäismäärän (10)',
      'Volunteering: 3 merkintää yli osion enimmäismäärän (20)',
      'Hobbies (1 merkintä): CV:ssä voi olla enintään 5 omaa osiota',
      'Projekti 1 – Nimi: 100 ensimmäistä merkkiä säilyi, 5 jäi pois',
      'Kieli 2: 100 ensimmäistä merkkiä säilyi, 5 jäi pois',
      'Oman osion otsikko: 100 ensimmäistä merkkiä säilyi, 5 jäi pois',
      'Talks 3 – Alaotsikko: 100 ensimmäistä merkkiä säilyi, 5 jäi pois',
      'Projekti 4 – Verkko-osoite: ”ftp://x” ei ole verkko-osoite',
      'Projektit – näitä tietoja ei voitu tuoda: avainsanat (3 merkinnässä), roolit (1 merkinnässä), ”tags” (2 merkinnässä), 1 merkintä, jota ei voitu lukea',
      'Perustiedot – näitä tietoja ei voitu tuoda: osoite',
      'Suosittelijat (1 merkintä): CV:ssä ei ole tällaista osiota',
    ]);
  });

  it('names in words, in both languages, every section and field it names so', () => {
    const sections = ITEM_SECTIONS;
    const lines = (['en', 'fi'] as const).flatMap((lng) =>
      sections.flatMap((section) =>
        namedFields(section).map((name) =>
          leftOutText(
            { kind: 'fields', section, fields: [{ name, count: 2 }] },
            wizardTranslateIn(lng),
          ),
        ),
      ),
    );
    // A missing text reads as its key; a field named by its own name is quoted.
    expect(lines.filter((line) => /unkept|[“”]/.test(line))).toEqual([]);
    expect(new Set(lines).size).toBe(lines.length);
  });
});

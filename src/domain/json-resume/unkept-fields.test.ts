/**
 * Every field the JSON Resume schema gives an entry, filled, is either kept in the draft or named in
 * the list of what was left out: a field the schema gains later fails here until it is one or the
 * other, and a tool's own fields are listed by their own names.
 */
import jsonResumeSchema from '@jsonresume/schema/schema.json';
import { describe, expect, it } from 'vitest';
import { fromJsonResume } from './from-json-resume';
import { ITEM_SECTIONS, type ItemSection, type LeftOut } from './left-out';
import { NOT_AN_ENTRY, namedFields } from './unkept-fields';

interface SchemaNode {
  type?: string;
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}
const root = jsonResumeSchema as unknown as SchemaNode;

/** A section's entry's fields as the schema lists them. */
function fieldsOf(section: ItemSection): Record<string, SchemaNode> {
  const node = root.properties?.[section];
  return (section === 'basics' ? node?.properties : node?.items?.properties) ?? {};
}

/** Values the import turns into words of its own, and how the draft then says them. */
const TRANSLATED: Record<string, { given: unknown; kept: string }> = {
  'basics.name': { given: 'Aino Virtanen', kept: '"last_name":"Virtanen"' },
  'basics.profiles': {
    given: [{ network: 'GitHub', username: 'aino', url: 'https://github.com/aino' }],
    kept: '"url":"https://github.com/aino"',
  },
  'skills.level': { given: 'Expert', kept: '"proficiency":"expert"' },
  'languages.fluency': { given: 'Native speaker', kept: '"level":"native"' },
};
/** Fields the list names in a line of their own. */
const OWN_LINE: Record<string, LeftOut> = { 'basics.image': { kind: 'photo' } };

let year = 1990;
/** A value for a field: a date of its own, a web address where one is kept, else its own text. */
function valueFor(section: string, name: string, node: SchemaNode) {
  const path = `${section}.${name}`;
  const translated = TRANSLATED[path];
  if (translated) return { given: translated.given, kept: translated.kept };
  const text = `${section}-${name}-value`;
  if (node.$ref?.endsWith('iso8601')) {
    year += 1;
    return { given: `${year}-07-15`, kept: `${year}-07-01` };
  }
  if (name === 'url' || name === 'image')
    return { given: `https://example.com/${text}`, kept: `https://example.com/${text}` };
  if (node.type === 'array') return { given: [text], kept: text };
  if (node.type === 'object') {
    const given = Object.fromEntries(Object.keys(node.properties ?? {}).map((k) => [k, text]));
    return { given, kept: text };
  }
  return { given: text, kept: text };
}

const expected = ITEM_SECTIONS.flatMap((section) =>
  Object.entries(fieldsOf(section)).map(([name, node]) => ({
    section,
    name,
    ...valueFor(section, name, node),
  })),
);

const entryOf = (section: ItemSection, extra: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(
    expected.filter((f) => f.section === section).map((f) => [f.name, f.given]),
  ),
  ...extra,
});

/** Every section with one entry of every field the schema has, and `extra` fields besides. */
function fullFile(extra: Record<string, unknown> = {}) {
  return Object.fromEntries(
    ITEM_SECTIONS.map((section) => {
      const entry = entryOf(section, extra);
      return [section, section === 'basics' ? entry : [entry]];
    }),
  );
}

function imported(document: unknown) {
  const result = fromJsonResume(JSON.stringify(document), 'en');
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const listed = (leftOut: LeftOut[], section: ItemSection) =>
  leftOut.find((item) => item.kind === 'fields' && item.section === section);

describe('the fields of a JSON Resume file’s entries', () => {
  it('the test fills every field of every section the schema has', () => {
    expect(expected.length).toBeGreaterThan(60);
    for (const section of ITEM_SECTIONS) expect(Object.keys(fieldsOf(section))).not.toEqual([]);
  });

  it('are each kept in the draft or named in words in the list of what was left out', () => {
    const { cv, leftOut } = imported(fullFile());
    const draft = JSON.stringify(cv);
    const named = (section: ItemSection, name: string) => {
      const item = listed(leftOut, section);
      const words = namedFields(section);
      return (
        item?.kind === 'fields' &&
        item.fields.some((f) => f.name === name && f.count === 1) &&
        words.includes(name)
      );
    };
    const lost = expected
      .filter(({ section, name, kept }) => {
        const own = OWN_LINE[`${section}.${name}`];
        if (own) return !leftOut.some((item) => JSON.stringify(item) === JSON.stringify(own));
        return !draft.includes(kept) && !named(section, name);
      })
      .map(({ section, name }) => `${section}.${name}`);
    expect(lost).toEqual([]);
    // What a CV here has no place for, as the list says it (each once: kept is not also listed).
    expect(
      leftOut.flatMap((item) =>
        item.kind === 'fields' ? item.fields.map((f) => `${item.section}.${f.name}`) : [],
      ),
    ).toEqual([
      'basics.location',
      'work.description',
      'work.url',
      'volunteer.url',
      'education.url',
      'education.score',
      'education.courses',
      'skills.keywords',
      'projects.keywords',
      'projects.roles',
      'projects.entity',
      'projects.type',
    ]);
  });

  it('of a tool’s own, of a type we cannot read, or dates that are none, are listed by name', () => {
    // So are entries that are no object at all: a bare "TypeScript" among the skills.
    const { leftOut } = imported({
      basics: { name: 'Aino Virtanen', summary: ['A list'], nickname: 'Ainoski', visible: true },
      work: [
        { name: 'Acme', id: 'w1', startDate: 'Summer 2019', highlights: 'Grew the team' },
        { name: 'Initech', company: 'Initech Oy', id: 7, endDate: '2020-13' },
        { company: 'Old style', keywords: [], x: '  ', y: null },
      ],
      skills: ['TypeScript', { name: 'React', keywords: ['Hooks'] }],
      languages: [{ language: 'Finnish', fluency: 'Native', certificate: 'YKI 6' }],
      awards: [{ title: 'Prize', date: 'last year' }],
      interests: [{ name: 'Chess', keywords: ['Openings'] }],
    });
    expect(leftOut.filter((item) => item.kind === 'fields')).toEqual([
      {
        kind: 'fields',
        section: 'basics',
        fields: [
          { name: 'summary', count: 1 },
          { name: 'nickname', count: 1 },
        ],
      },
      {
        kind: 'fields',
        section: 'work',
        fields: [
          { name: 'id', count: 2 },
          { name: 'startDate', count: 1 },
          { name: 'highlights', count: 1 },
          { name: 'company', count: 1 },
          { name: 'endDate', count: 1 },
        ],
      },
      { kind: 'fields', section: 'awards', fields: [{ name: 'date', count: 1 }] },
      {
        kind: 'fields',
        section: 'skills',
        fields: [
          { name: NOT_AN_ENTRY, count: 1 },
          { name: 'keywords', count: 1 },
        ],
      },
      { kind: 'fields', section: 'languages', fields: [{ name: 'certificate', count: 1 }] },
    ]);
  });

  it('of a profile given by its user name alone are listed with the profile', () => {
    const { leftOut } = imported({
      basics: { name: 'Aino', profiles: [{ network: 'Mastodon', username: 'aino' }] },
    });
    expect(leftOut).toEqual([{ kind: 'profile', network: 'Mastodon', url: 'aino' }]);
  });
});

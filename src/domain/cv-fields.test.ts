import { describe, expect, it } from 'vitest';
import { cvCreateSchema, cvPatchSchema } from './cv';
import { isWebUrl, normaliseWebUrl, webUrl } from './cv-fields';
import { linkSchema } from './cv-rows';

describe('normaliseWebUrl', () => {
  it('puts https:// in front of an address typed without its scheme', () => {
    const bare = ['github.com/anna', 'esimerkki.fi', 'päivä.fi/minä?x=1#a', 'example.com:8080/cv'];
    for (const typed of bare) expect(normaliseWebUrl(typed)).toBe(`https://${typed}`);
    expect(normaliseWebUrl('  www.linkedin.com/in/aino ')).toBe('https://www.linkedin.com/in/aino');
    expect(normaliseWebUrl('//example.com/a')).toBe('https://example.com/a');
  });

  it('leaves full addresses, other schemes and text that names no host as they are', () => {
    const kept = ['https://github.com/anna', 'http://example.com', 'javascript:alert(1)'];
    const noHost = ['mailto:anna@example.com', 'anna@example.com', 'anna', 'localhost:3000', ''];
    for (const url of [...kept, ...noHost]) expect(normaliseWebUrl(url)).toBe(url);
  });
});

describe('webUrl', () => {
  it('stores a bare address with https:// and still refuses what is no web address', () => {
    expect(webUrl.parse('github.com/anna')).toBe('https://github.com/anna');
    expect(isWebUrl(webUrl.parse('github.com/anna'))).toBe(true);
    for (const bad of ['anna', 'javascript:alert(1)', 'data:text/html,hi', 'ftp://x.fi/a'])
      expect(webUrl.safeParse(bad).success).toBe(false);
    expect(webUrl.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });

  it('is what create_cv, edit_cv and a link row store', () => {
    const link = linkSchema.parse({ link_type: 'GitHub', url: 'github.com/anna' });
    expect(link).toEqual({ uuid: link.uuid, link_type: 'github', url: 'https://github.com/anna' });
    const created = cvCreateSchema.parse({
      first_name: 'Anna',
      last_name: 'Virtanen',
      email: 'anna@example.com',
      links: [{ link_type: 'website', url: 'anna.fi' }],
    });
    expect(created.links.map((l) => l.url)).toEqual(['https://anna.fi']);
    const patch = cvPatchSchema.parse({ links: [{ link_type: 'website', url: 'www.anna.fi' }] });
    expect(patch.links?.map((l) => l.url)).toEqual(['https://www.anna.fi']);
  });
});

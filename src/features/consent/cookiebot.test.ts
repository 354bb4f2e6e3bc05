import { describe, expect, it } from 'vitest';
import { cookiebotAttributes, cultureCode, planConsentScript } from './cookiebot';

describe('cultureCode: the interface language in upper case, English for anything else', () => {
  it.each([
    ['en', 'EN'],
    ['fi', 'FI'],
    ['fi-FI', 'FI'],
    ['de', 'EN'],
    [undefined, 'EN'],
  ])('%s gives %s', (language, code) => {
    expect(cultureCode(language)).toBe(code);
  });
});

describe('cookiebotAttributes', () => {
  it("is Cookiebot's documented script tag", () => {
    expect(cookiebotAttributes('0000-abcd', 'fi')).toEqual({
      id: 'Cookiebot',
      src: 'https://consent.cookiebot.com/uc.js',
      'data-cbid': '0000-abcd',
      'data-culture': 'FI',
      'data-blockingmode': 'auto',
      type: 'text/javascript',
    });
  });
});

describe('planConsentScript', () => {
  it('loads nothing without an id', () => {
    expect(planConsentScript(null, null, 'en')).toEqual({ action: 'none' });
    expect(planConsentScript(null, '  ', 'en')).toEqual({ action: 'none' });
    expect(planConsentScript({ cbid: 'x', culture: 'EN' }, null, 'en')).toEqual({
      action: 'remove',
    });
  });

  it('inserts the script once, then follows language changes', () => {
    const first = planConsentScript(null, 'abc', 'en');
    expect(first).toEqual({ action: 'insert', attributes: cookiebotAttributes('abc', 'en') });
    expect(planConsentScript({ cbid: 'abc', culture: 'EN' }, 'abc', 'en')).toEqual({
      action: 'none',
    });
    const changed = planConsentScript({ cbid: 'abc', culture: 'EN' }, 'abc', 'fi');
    expect(changed).toEqual({ action: 'reload', attributes: cookiebotAttributes('abc', 'fi') });
    expect(planConsentScript({ cbid: 'old', culture: 'FI' }, 'abc', 'fi').action).toBe('reload');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDates, readFileDate, withoutDates } from './file-dates';

const range = (text: string) => {
  const found = findDates(text);
  return found && { start: found.start, end: found.end, single: found.single };
};

describe('dates as CVs write them', () => {
  it.each([
    ['Jan 2019 – present', '2019-01', null],
    ['Aug 2016 – Dec 2018', '2016-08', '2018-12'],
    ['2014 – 2016', '2014', '2016'],
    ['06/2021 –', '2021-06', null],
    ['03/2019 – 05/2021', '2019-03', '2021-05'],
    ['2021–', '2021', null],
    ['maaliskuu 2019 – nykyään', '2019-03', null],
    ['elokuu 2016 – helmikuu 2019', '2016-08', '2019-02'],
    ['3.2019 –', '2019-03', null],
    ['8.2015–2.2019', '2015-08', '2019-02'],
    ['07/2021 – present', '2021-07', null],
    ['maalisk. 2019 – toistaiseksi', '2019-03', null],
  ])('reads %s', (text, start, end) => {
    expect(range(text)).toEqual({ start, end, single: false });
  });

  it('reads one date on its own, as precise as it is written', () => {
    expect(range('(05/2020)')).toEqual({ start: '2020-05', end: null, single: true });
    expect(range('Google, 2023')).toEqual({ start: '2023', end: null, single: true });
    expect(range('Amazon Web Services, 11/2021')).toEqual({
      start: '2021-11',
      end: null,
      single: true,
    });
  });

  it('takes the year when the word before it is no month', () => {
    expect(range('Diplomi-insinööri, tietotekniikka 2011–2017')).toEqual({
      start: '2011',
      end: '2017',
      single: false,
    });
  });

  it('finds no date in a phone number, a count or a month that does not exist', () => {
    expect(findDates('+358 40 718 2293')).toBeNull();
    expect(findDates('grew 70% in 18 months')).toBeNull();
    expect(readFileDate('13/2019')).toBeNull();
    expect(readFileDate('Level 2019')).toBeNull();
  });

  it('cuts the dates and the separator before them out of a heading', () => {
    const text = 'Tays | Tampere | 06/2021 –';
    expect(withoutDates(text, findDates(text)!)).toBe('Tays | Tampere');
    const bracketed = 'Certified Scrum Master (05/2020)';
    expect(withoutDates(bracketed, findDates(bracketed)!)).toBe('Certified Scrum Master');
  });

  it('reads every month of every year in both forms alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1950, max: 2049 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const month = `${y}-${String(m).padStart(2, '0')}`;
        expect(readFileDate(`${m}/${y}`)).toBe(month);
        expect(readFileDate(`${m}.${y}`)).toBe(month);
        expect(range(`${m}/${y} – ${y + 1}`)).toEqual({
          start: month,
          end: `${y + 1}`,
          single: false,
        });
      }),
    );
  });
});

describe('ranges written in words', () => {
  it.each([
    ['maaliskuusta 2019 helmikuuhun 2020', '2019-03', '2020-02'],
    ['3/2019 alkaen', '2019-03', null],
    ['since 2019', '2019', null],
    ['vuodesta 2015 lähtien', '2015', null],
    ['from Jan 2018 to Mar 2020', '2018-01', '2020-03'],
    ['tammikuu 2020 – tällä hetkellä', '2020-01', null],
    ['2019 – nykyhetkeen', '2019', null],
    ['elokuu 2018 – tähän asti', '2018-08', null],
    ['elokuusta 2018', '2018-08', null],
    ['kesäkuusta 2019 lähtien', '2019-06', null],
  ])('reads %s', (text, start, end) => {
    expect(range(text)).toEqual({ start, end, single: false });
  });
});

describe('two months of one year', () => {
  it.each([
    ['kesäkuu–elokuu 2015', '2015-06', '2015-08'],
    ['touko–elokuu 2015', '2015-05', '2015-08'],
    ['June - August 2015', '2015-06', '2015-08'],
  ])('reads %s', (text, start, end) => {
    expect(range(text)).toEqual({ start, end, single: false });
  });

  it('reads no span across a year the text does not name, nor a word that is no month', () => {
    expect(range('joulu–tammikuu 2020')).toEqual({ start: '2020-01', end: null, single: true });
    expect(range('Keski-Suomen 2015')).toEqual({ start: '2015', end: null, single: true });
  });

  it('cuts the whole span out of a heading', () => {
    const text = 'Harjoittelija, touko–elokuu 2015';
    expect(withoutDates(text, findDates(text)!)).toBe('Harjoittelija');
  });
});

import { describe, expect, it } from 'vitest';
import { dateRanges } from './dates';

const readable = (line: string) => dateRanges(line).map((range) => range.readable);
/** Each line holds one date range, readable or not as `value` says. */
const expectReadable = (value: boolean, lines: string[]) => {
  for (const line of lines) expect(readable(line), line).toEqual([value]);
};
/** No line holds a date range. */
const expectNoRange = (lines: string[]) => {
  for (const line of lines) expect(dateRanges(line), line).toEqual([]);
};

describe('dateRanges: English', () => {
  it('reads month names, months in figures, years and "Present"', () => {
    expect(dateRanges('March 2021 – Present')).toEqual([
      { text: 'March 2021 – Present', readable: true },
    ]);
    expectReadable(true, [
      'Mar. 2021 - Dec. 2022',
      'Sept 2019 — Current',
      '03/2021 – 2022',
      '3.2021 – 5.2022',
      '2019–2020',
      '2021-03 – 2022-05',
      '2018 - now',
    ]);
  });

  it('finds the dates at the end of a title or place', () => {
    expect(dateRanges('Acme Ltd · London · Jan 2019 – Feb 2020')).toEqual([
      { text: 'Jan 2019 – Feb 2020', readable: true },
    ]);
    // A word before a year that is no month is the title's, not the date's.
    expect(dateRanges('Designer 2019 – 2020')).toEqual([{ text: '2019 – 2020', readable: true }]);
  });

  it('cannot place a season or a two-digit year', () => {
    expect(dateRanges('Spring 2019 – Summer 2020')).toEqual([
      { text: 'Spring 2019 – Summer 2020', readable: false },
    ]);
    expectReadable(false, [
      'Autumn 2020 – Present',
      '2019 – fall 2020',
      "Sep '19 – Present",
      "'19 – '21",
      '3/19 – 5/20',
      '2019–20',
    ]);
  });

  it('reports the date alone, without the word before it', () => {
    expect(dateRanges("Summer trainee '19 – '20")).toEqual([
      { text: "'19 – '20", readable: false },
    ]);
  });
});

describe('dateRanges: Finnish', () => {
  it('reads month names, short or with their endings, and words for now', () => {
    expect(dateRanges('tammi 2022 – nyt')).toEqual([{ text: 'tammi 2022 – nyt', readable: true }]);
    expectReadable(true, [
      'tammikuu 2022 – nykyään',
      'tammik. 2022 – helmik. 2023',
      'Kesäkuu 2019 – joulukuu 2021',
      'syyskuu 2016 – toistaiseksi',
      '9/2016 – 5/2021',
      '2016–2021',
    ]);
  });

  it('reads a whole date as Finns write it', () => {
    expect(dateRanges('1.2.2020 – 31.5.2021')).toEqual([
      { text: '1.2.2020 – 31.5.2021', readable: true },
    ]);
  });

  it('cannot place a season or a two-digit year', () => {
    expect(dateRanges('kevät 2019 – syksy 2020')).toEqual([
      { text: 'kevät 2019 – syksy 2020', readable: false },
    ]);
    expectReadable(false, ['keväällä 2019 – nyt', 'talvi 2020 – 2021', "tammi '19 – nyt"]);
  });
});

describe('dateRanges: what is no date range', () => {
  it('does not take a phone number with a dash for a date', () => {
    expectNoRange([
      '040-555 0192',
      '+358 40-555 0192',
      '+358 40 555-0192',
      '09-123 4567',
      '(555) 123-4567',
      '+1 555-123-4567',
    ]);
  });

  it('does not take a range of two bare numbers for a date', () => {
    expectNoRange([
      'Cut page load times by 20-30% across 10–12 brands',
      'Tiimissä 10–12 kehittäjää; latausajat lyhenivät 20–30 %',
    ]);
    // A two-digit year after a month, an apostrophe or a four-figure year is still a date.
    expectReadable(false, ['Jan 19 – Mar 20', 'tammi 19 – maalis 20']);
  });

  it('finds no range in a single date, a plain year or prose', () => {
    expectNoRange([
      'Graduated in 2021',
      'March 2021',
      'Full stack -kehittäjä, kuusi vuotta kokemusta',
      'Hämeenkatu 1, 33100 Tampere',
    ]);
  });

  it('finds each range of a line', () => {
    expect(readable('2014 – 2018 and Spring 2019 – 2020')).toEqual([true, false]);
  });
});

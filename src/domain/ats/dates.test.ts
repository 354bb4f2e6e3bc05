import { describe, expect, it } from 'vitest';
import { dateRanges } from './dates';

const readable = (line: string) => dateRanges(line).map((range) => range.readable);

describe('dateRanges: English', () => {
  it('reads month names, months in figures, years and "Present"', () => {
    expect(dateRanges('March 2021 – Present')).toEqual([
      { text: 'March 2021 – Present', readable: true },
    ]);
    expect(readable('Mar. 2021 - Dec. 2022')).toEqual([true]);
    expect(readable('Sept 2019 — Current')).toEqual([true]);
    expect(readable('03/2021 – 2022')).toEqual([true]);
    expect(readable('3.2021 – 5.2022')).toEqual([true]);
    expect(readable('2019–2020')).toEqual([true]);
    expect(readable('2021-03 – 2022-05')).toEqual([true]);
    expect(readable('2018 - now')).toEqual([true]);
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
    expect(readable('Autumn 2020 – Present')).toEqual([false]);
    expect(readable('2019 – fall 2020')).toEqual([false]);
    expect(readable("Sep '19 – Present")).toEqual([false]);
    expect(readable("'19 – '21")).toEqual([false]);
    expect(readable('3/19 – 5/20')).toEqual([false]);
    expect(readable('2019–20')).toEqual([false]);
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
    expect(readable('tammikuu 2022 – nykyään')).toEqual([true]);
    expect(readable('tammik. 2022 – helmik. 2023')).toEqual([true]);
    expect(readable('Kesäkuu 2019 – joulukuu 2021')).toEqual([true]);
    expect(readable('syyskuu 2016 – toistaiseksi')).toEqual([true]);
    expect(readable('9/2016 – 5/2021')).toEqual([true]);
    expect(readable('2016–2021')).toEqual([true]);
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
    expect(readable('keväällä 2019 – nyt')).toEqual([false]);
    expect(readable('talvi 2020 – 2021')).toEqual([false]);
    expect(readable("tammi '19 – nyt")).toEqual([false]);
  });
});

describe('dateRanges: what is no date range', () => {
  it('does not take a phone number with a dash for a date', () => {
    expect(dateRanges('040-555 0192')).toEqual([]);
    expect(dateRanges('+358 40-555 0192')).toEqual([]);
    expect(dateRanges('+358 40 555-0192')).toEqual([]);
    expect(dateRanges('09-123 4567')).toEqual([]);
    expect(dateRanges('(555) 123-4567')).toEqual([]);
    expect(dateRanges('+1 555-123-4567')).toEqual([]);
  });

  it('does not take a range of two bare numbers for a date', () => {
    expect(dateRanges('Cut page load times by 20-30% across 10–12 brands')).toEqual([]);
    expect(dateRanges('Tiimissä 10–12 kehittäjää; latausajat lyhenivät 20–30 %')).toEqual([]);
    // A two-digit year after a month, an apostrophe or a four-figure year is still a date.
    expect(readable('Jan 19 – Mar 20')).toEqual([false]);
    expect(readable('tammi 19 – maalis 20')).toEqual([false]);
  });

  it('finds no range in a single date, a plain year or prose', () => {
    expect(dateRanges('Graduated in 2021')).toEqual([]);
    expect(dateRanges('March 2021')).toEqual([]);
    expect(dateRanges('Full stack -kehittäjä, kuusi vuotta kokemusta')).toEqual([]);
    expect(dateRanges('Hämeenkatu 1, 33100 Tampere')).toEqual([]);
  });

  it('finds each range of a line', () => {
    expect(readable('2014 – 2018 and Spring 2019 – 2020')).toEqual([true, false]);
  });
});

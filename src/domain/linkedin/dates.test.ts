import { describe, expect, it } from 'vitest';
import { readDate } from './dates';

describe('a LinkedIn date as a month', () => {
  it.each([
    ['Mar 2019', '2019-03-01'],
    ['March 2019', '2019-03-01'],
    ['Sept 2019', '2019-09-01'],
    ['sep. 2019', '2019-09-01'],
    ['2019', '2019-01-01'],
    ['03/2019', '2019-03-01'],
    ['3/2019', '2019-03-01'],
    ['3.2019', '2019-03-01'],
    ['2019-03', '2019-03-01'],
    ['2019-03-15', '2019-03-01'],
    ['2019-03-15T10:00:00Z', '2019-03-01'],
    ['Mar 15, 2019', '2019-03-01'],
    ['15 Mar 2019', '2019-03-01'],
    ['maaliskuu 2019', '2019-03-01'],
    ['maaliskuuta 2019', '2019-03-01'],
    ['maalis 2019', '2019-03-01'],
    ['maalisk. 2019', '2019-03-01'],
    ['Kesäkuu 2020', '2020-06-01'],
    ['joulu 1999', '1999-12-01'],
    ['15.3.2019', '2019-03-01'],
    ['  Dec 2020 ', '2020-12-01'],
  ])('reads "%s" as %s', (value, month) => {
    expect(readDate(value)).toEqual({ ok: true, month });
  });

  it.each(['', '  ', 'Present', 'nyt'])('reads "%s" as no date (still going)', (value) => {
    expect(readDate(value)).toEqual({ ok: true, month: null });
  });

  it.each(['März 2019', 'Spring 2019', '13/2019', '2019-13', 'Mar', '19', 'Mar 2019 2020', 'soon'])(
    'cannot read "%s"',
    (value) => {
      expect(readDate(value)).toEqual({ ok: false });
    },
  );

  it('reads a date with slashes month first in English and day first in Finnish', () => {
    expect(readDate('4/3/2019', 'en')).toEqual({ ok: true, month: '2019-04-01' });
    expect(readDate('4/3/2019', 'fi')).toEqual({ ok: true, month: '2019-03-01' });
    // Where only one of the two can be a month, it is the month.
    expect(readDate('15/3/2019', 'en')).toEqual({ ok: true, month: '2019-03-01' });
    expect(readDate('3/15/2019', 'fi')).toEqual({ ok: true, month: '2019-03-01' });
  });
});

import { describe, expect, it } from 'vitest';
import { serverMarks } from './server-problems';

describe('serverMarks', () => {
  it('reads every field message of a nested error tree, in order', () => {
    expect(
      serverMarks({
        first_name: ['This field is required.'],
        experiences: { 1: { end_date: ['Experience start date must be before end date'] } },
        links: { 0: { url: ['Enter a valid URL.', 'Second message'] } },
      }),
    ).toEqual([
      { path: ['first_name'], message: 'This field is required.' },
      {
        path: ['experiences', '1', 'end_date'],
        message: 'Experience start date must be before end date',
      },
      { path: ['links', '0', 'url'], message: 'Enter a valid URL.' },
      { path: ['links', '0', 'url'], message: 'Second message' },
    ]);
  });

  it('gives messages that name no field an empty path, and skips codes', () => {
    expect(serverMarks({ non_field_errors: ['Too many CVs.'], error_code: 'plan_limit' })).toEqual([
      { path: [], message: 'Too many CVs.' },
    ]);
    expect(serverMarks({ detail: 'Slug is taken.' })).toEqual([
      { path: [], message: 'Slug is taken.' },
    ]);
    expect(serverMarks(null)).toEqual([]);
  });
});

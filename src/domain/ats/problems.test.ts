import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROBLEM_COST, atsScore, type AtsProblem, type AtsProblemCode } from './problems';

const heading = (text: string): AtsProblem => ({ code: 'unknown_heading', heading: text });
const date = (text: string): AtsProblem => ({ code: 'unreadable_date', date: text });

describe('atsScore', () => {
  it('is 100 without problems', () => {
    expect(atsScore([])).toBe(100);
  });

  it('takes off each problem its cost', () => {
    expect(atsScore([{ code: 'no_email' }])).toBe(85);
    expect(atsScore([{ code: 'no_phone' }, { code: 'no_language' }])).toBe(85);
    expect(atsScore([heading('Matkani'), heading('My journey')])).toBe(90);
  });

  it('takes off at most the most for one code', () => {
    const dates = ['kevät 2019', "'19", '3/19', 'Spring 2019'].map(date);
    expect(atsScore(dates)).toBe(100 - PROBLEM_COST.unreadable_date.most);
    const sections = (['experience', 'education', 'skills'] as const).map(
      (section): AtsProblem => ({ code: 'missing_section', section }),
    );
    expect(atsScore(sections)).toBe(80);
    // The caps are per code: a capped code does not cap another.
    expect(atsScore([...dates, ...sections])).toBe(100 - 9 - 20);
  });

  it('costs nothing for advice', () => {
    expect(atsScore([{ code: 'template_reads_worse', best: ['templateA'] }])).toBe(100);
  });

  it('is never below 0', () => {
    expect(atsScore([{ code: 'no_text' }, { code: 'no_email' }])).toBe(0);
  });

  it('is always a whole number from 0 to 100, and lower with more problems', () => {
    const codes = Object.keys(PROBLEM_COST) as AtsProblemCode[];
    const problemArb = fc.constantFrom(...codes).map((code) => ({ code }) as AtsProblem);
    fc.assert(
      fc.property(fc.array(problemArb, { maxLength: 40 }), problemArb, (problems, more) => {
        const score = atsScore(problems);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(atsScore([...problems, more])).toBeLessThanOrEqual(score);
      }),
    );
  });

  it('caps each code at a whole number of its cost', () => {
    for (const { each, most } of Object.values(PROBLEM_COST)) {
      expect(most).toBeGreaterThanOrEqual(each);
      if (each) expect(most % each).toBe(0);
    }
  });
});

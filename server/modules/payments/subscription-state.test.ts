import { describe, expect, it } from 'vitest';
import { premiumFor, supersedes, type RecordedState, type StateChange } from './subscription-state';

const at = (s: number) => new Date(s * 1000);
const change = (
  status: string,
  s: number,
  subscriptionId: string | null = 'sub_1',
): StateChange => ({
  subscriptionId,
  status,
  currentPeriodEnd: null,
  at: at(s),
});
const recorded = (status: string, s: number, sub: string | null = 'sub_1'): RecordedState => ({
  providerSubscriptionId: sub,
  status,
  updatedByEventAt: at(s),
});

describe('premiumFor', () => {
  it.each([
    ['active', true],
    ['trialing', true],
    ['canceled', false],
    ['unpaid', false],
    ['incomplete_expired', false],
    ['paused', false],
    ['past_due', undefined],
    ['incomplete', undefined],
  ])('%s → %s', (status, expected) => expect(premiumFor(status)).toBe(expected));
});

describe('supersedes', () => {
  it('applies the first state and newer states', () => {
    expect(supersedes(change('active', 10), undefined)).toBe(true);
    expect(supersedes(change('canceled', 20), recorded('active', 10))).toBe(true);
  });

  it('never lets an older event overwrite a newer one', () => {
    expect(supersedes(change('active', 9), recorded('canceled', 10))).toBe(false);
    expect(supersedes(change('canceled', 9), recorded('active', 10))).toBe(false);
  });

  it('lets the later arrival win within the same second, except after the end', () => {
    expect(supersedes(change('active', 10), recorded('incomplete', 10))).toBe(true);
    expect(supersedes(change('active', 10), recorded('canceled', 10))).toBe(false);
    expect(supersedes(change('active', 99), recorded('incomplete_expired', 10))).toBe(false);
  });

  it('lets a new subscription follow an ended one', () => {
    expect(supersedes(change('active', 20, 'sub_2'), recorded('canceled', 10))).toBe(true);
  });

  it('does not let an old subscription take premium from a newer one', () => {
    expect(supersedes(change('canceled', 30, 'sub_1'), recorded('active', 20, 'sub_2'))).toBe(
      false,
    );
    expect(supersedes(change('canceled', 30, 'sub_2'), recorded('active', 20, 'sub_2'))).toBe(true);
  });

  it('treats an event without a subscription id as about the recorded one', () => {
    expect(supersedes(change('active', 20, null), recorded('past_due', 10))).toBe(true);
  });
});

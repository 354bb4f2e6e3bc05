import { describe, expect, it } from 'vitest';
import { greetingName, welcomeName } from './greeting';

describe('the name the dashboard welcomes its owner by', () => {
  it('is the newest CV that carries a first name, trimmed; none without one', () => {
    expect(
      greetingName([{ first_name: ' ' }, { first_name: ' Aino ' }, { first_name: 'Eero' }]),
    ).toBe('Aino');
    expect(greetingName([{ first_name: '' }])).toBeNull();
    expect(greetingName([])).toBeNull();
  });

  it('falls back to the username when no CV carries a first name', () => {
    expect(welcomeName('Aino', 'aino_k')).toBe('Aino');
    expect(welcomeName(null, 'aino_k')).toBe('aino_k');
    expect(welcomeName(undefined, 'aino_k')).toBe('aino_k');
    expect(welcomeName('', 'aino_k')).toBe('aino_k');
  });
});

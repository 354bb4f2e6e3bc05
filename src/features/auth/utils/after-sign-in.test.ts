import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { afterSignInPath } from './after-sign-in';

// A recorded departure (docs/decisions.md): the spec sends every sign-in to the dashboard; an
// account without a username cannot have a public address yet, so it picks one first.
describe('where a sign-in lands', () => {
  it('sends an account with a username to the dashboard', () => {
    expect(afterSignInPath({ username: 'aino' })).toBe(paths.dashboard.getHref());
  });

  it('sends a verified account without a username to set-username, as the login page does', () => {
    for (const user of [{ username: null }, { username: '' }, null, undefined])
      expect(afterSignInPath(user)).toBe('/auth/set-username');
  });
});

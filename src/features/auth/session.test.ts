import { describe, expect, it } from 'vitest';
import { keptGreeting } from '@/lib/local-data/greeting';
import { clearCredentials, startSession, type SessionUser } from './session';

const tokens = { access: 'a.b.c', refresh: 'r' };
const user = (over: Partial<SessionUser>): SessionUser => ({
  uuid: 'u1',
  email: 'aino@example.com',
  username: 'ainov',
  is_premium: false,
  ...over,
});

describe('a sign-in keeps the name the dashboard welcomes by', () => {
  it("keeps the sign-in's first name, else the username, for that account only", () => {
    startSession({ tokens, user: user({ first_name: 'Aino' }) });
    expect(keptGreeting()).toBe('Aino');
    startSession({ tokens, user: user({ username: 'eerok', first_name: null }) });
    expect(keptGreeting()).toBe('eerok');
    // An account without a username yet (a first social sign-in) is welcomed by nothing kept.
    startSession({ tokens, user: user({ username: null, first_name: 'Aino' }) });
    expect(keptGreeting()).toBeNull();
  });

  it('is forgotten with the credentials', () => {
    startSession({ tokens, user: user({ first_name: 'Aino' }) });
    expect(keptGreeting()).toBe('Aino');
    clearCredentials();
    expect(keptGreeting()).toBeNull();
  });
});

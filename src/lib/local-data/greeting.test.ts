import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { keepGreeting, keptGreeting } from './greeting';
import { deviceStrings } from './web-storage';

const signedInAs = (username: string | null) =>
  username === null
    ? deviceStrings.removeItem(STORAGE_KEYS.username)
    : deviceStrings.setItem(STORAGE_KEYS.username, username);

beforeEach(() => {
  keepGreeting(null);
  signedInAs(null);
});

describe('the name the dashboard greets by, kept on the device', () => {
  it('greets the account it was kept for, and no other', () => {
    signedInAs('aino');
    keepGreeting('aino', 'Aino');
    expect(keptGreeting()).toBe('Aino');
    signedInAs('someone');
    expect(keptGreeting()).toBeNull();
    signedInAs(null);
    expect(keptGreeting()).toBeNull();
  });

  it('is forgotten with the credentials, and reads nothing from a value it did not write', () => {
    signedInAs('aino');
    keepGreeting('aino', 'Aino');
    keepGreeting(null);
    expect(keptGreeting()).toBeNull();
    for (const junk of ['Aino', '{"name":"Aino"}', 'null', '[1]']) {
      deviceStrings.setItem(STORAGE_KEYS.greetingName, junk);
      expect(keptGreeting(), junk).toBeNull();
    }
  });
});

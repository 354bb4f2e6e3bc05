import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/storage-keys';
import {
  forgetKeptScreens,
  keepScreen,
  keptAddress,
  keptScreen,
  KEPT_SCREEN_MAX_CHARS,
  KEPT_SCREENS_LIMIT,
} from './kept-screens';
import { deviceStorage, deviceStrings } from './web-storage';

const signedInAs = (username: string) => deviceStrings.setItem(STORAGE_KEYS.username, username);
const screen = (text: string) => ({ html: `<h1>${text}</h1>`, css: 'h1{color:red}' });

beforeEach(() => {
  forgetKeptScreens();
  signedInAs('aino');
});

describe('the owner screens kept on the device', () => {
  it('shows a screen to the account and in the language it was kept for, and no other', () => {
    keepScreen('aino', 'fi', '/dashboard', screen('Hei Aino'));
    expect(keptScreen('/dashboard', 'fi')).toEqual(screen('Hei Aino'));
    expect(keptScreen('/dashboard', 'en')).toBeNull();
    expect(keptScreen('/account', 'fi')).toBeNull();
    signedInAs('someone');
    expect(keptScreen('/dashboard', 'fi')).toBeNull();
  });

  it('keeps the newest of each address, and what another account kept goes when one is kept', () => {
    keepScreen('aino', 'fi', '/dashboard', screen('old'));
    keepScreen('aino', 'fi', '/account', screen('account'));
    keepScreen('aino', 'fi', '/dashboard', screen('new'));
    expect(keptScreen('/dashboard', 'fi')).toEqual(screen('new'));
    expect(keptScreen('/account', 'fi')).toEqual(screen('account'));
    signedInAs('someone');
    keepScreen('someone', 'fi', '/cv/1', screen('theirs'));
    expect(keptScreen('/cv/1', 'fi')).toEqual(screen('theirs'));
    expect(deviceStorage().getItem(`${STORAGE_KEYS.keptScreen}/dashboard`)).toBeNull();
    expect(deviceStorage().getItem(`${STORAGE_KEYS.keptScreen}/account`)).toBeNull();
  });

  it(`keeps ${KEPT_SCREENS_LIMIT} screens at most, the ones kept last`, () => {
    const addresses = Array.from({ length: KEPT_SCREENS_LIMIT + 2 }, (_, i) => `/cv/${i}`);
    for (const address of addresses) keepScreen('aino', 'en', address, screen(address));
    const kept = addresses.filter((address) => keptScreen(address, 'en'));
    expect(kept).toEqual(addresses.slice(2));
    expect(deviceStorage().getItem(`${STORAGE_KEYS.keptScreen}/cv/0`)).toBeNull();
  });

  it('does not keep a screen too large, and drops what it kept of that address before', () => {
    keepScreen('aino', 'en', '/dashboard', screen('small'));
    keepScreen('aino', 'en', '/dashboard', {
      html: 'x'.repeat(KEPT_SCREEN_MAX_CHARS + 1),
      css: '',
    });
    expect(keptScreen('/dashboard', 'en')).toBeNull();
    expect(deviceStorage().getItem(`${STORAGE_KEYS.keptScreen}/dashboard`)).toBeNull();
  });

  it('forgets them all, and reads nothing from values it did not write', () => {
    keepScreen('aino', 'en', '/dashboard', screen('x'));
    forgetKeptScreens();
    expect(keptScreen('/dashboard', 'en')).toBeNull();
    expect(deviceStorage().getItem(`${STORAGE_KEYS.keptScreen}/dashboard`)).toBeNull();
    for (const list of ['not json', '[]', '{"for":"aino","language":"en","addresses":[1]}']) {
      deviceStorage().setItem(STORAGE_KEYS.keptScreens, list);
      expect(keptScreen('/dashboard', 'en')).toBeNull();
    }
    deviceStorage().setItem(
      STORAGE_KEYS.keptScreens,
      JSON.stringify({ for: 'aino', language: 'en', addresses: ['/dashboard'] }),
    );
    deviceStorage().setItem(`${STORAGE_KEYS.keptScreen}/dashboard`, '{"html":1}');
    expect(keptScreen('/dashboard', 'en')).toBeNull();
  });
});

describe('the address a screen is kept under', () => {
  it('is its path and query, less the language asked for', () => {
    expect(keptAddress({ pathname: '/dashboard', search: '?lng=fi' })).toBe('/dashboard');
    expect(keptAddress({ pathname: '/cv/1', search: '?edit=true&lng=en' })).toBe('/cv/1?edit=true');
    expect(keptAddress({ pathname: '/cv/1/views', search: '' })).toBe('/cv/1/views');
  });
});

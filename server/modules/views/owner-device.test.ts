import { describe, expect, it } from 'vitest';
import { createOwnerDevice, OWNER_COOKIE } from './owner-device';

const SECRET = 'x'.repeat(40);
const USER = '0b6f5f8e-3c1a-4a5e-9a55-2f1d0f6f7a10';

describe('the owner device cookie', () => {
  let clock = Date.parse('2026-11-27T12:00:00Z');
  const device = createOwnerDevice(SECRET, () => clock);
  const cookie = `${OWNER_COOKIE}=${device.valueFor(USER)}`;

  it('names its user among other cookies, in any place in the header', () => {
    expect(device.ownerOf(cookie)).toBe(USER);
    expect(device.ownerOf(`a=1; ${cookie}; b=2`)).toBe(USER);
    expect(device.ownerOf(`a=1;${cookie}`)).toBe(USER);
  });

  it('is no one without it, forged, signed with another secret, with another user, or with a look-alike name', () => {
    const [, value = ''] = cookie.split('=');
    const [, until, signature] = value.split('.');
    expect(device.ownerOf(undefined)).toBeNull();
    expect(device.ownerOf('a=1')).toBeNull();
    expect(device.ownerOf(`${cookie}x`)).toBeNull();
    expect(device.ownerOf(`${OWNER_COOKIE}=someone.${until}.${signature}`)).toBeNull();
    expect(device.ownerOf(`${OWNER_COOKIE}=${USER}.zzzzzz.${signature}`)).toBeNull();
    expect(device.ownerOf(`x${cookie}`)).toBeNull();
    expect(device.ownerOf(`${OWNER_COOKIE}=`)).toBeNull();
    expect(createOwnerDevice('y'.repeat(40), () => clock).ownerOf(cookie)).toBeNull();
  });

  it('is no one once its 30 days are over', () => {
    clock += 29 * 86_400_000;
    expect(device.ownerOf(cookie)).toBe(USER);
    clock += 2 * 86_400_000;
    expect(device.ownerOf(cookie)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { passkeyTrouble } from './passkeys';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('passkeyTrouble', () => {
  it('tells a cancel or a time-out, a passkey already there, and no support', () => {
    expect(passkeyTrouble(named('NotAllowedError'))).toBe('cancelled');
    expect(passkeyTrouble(named('AbortError'))).toBe('cancelled');
    expect(passkeyTrouble({ code: 'ERROR_CEREMONY_ABORTED', name: 'AbortError' })).toBe(
      'cancelled',
    );
    expect(passkeyTrouble({ code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' })).toBe('exists');
    expect(passkeyTrouble(named('InvalidStateError'))).toBe('exists');
    expect(passkeyTrouble(named('NotSupportedError'))).toBe('unsupported');
    expect(passkeyTrouble(new Error('WebAuthn is not supported in this browser'))).toBe(
      'unsupported',
    );
  });

  it('leaves anything else (a refused answer from the server) to the screen', () => {
    expect(passkeyTrouble(new Error('Request failed with status code 400'))).toBeNull();
    expect(passkeyTrouble('nope')).toBeNull();
    expect(passkeyTrouble(null)).toBeNull();
  });
});

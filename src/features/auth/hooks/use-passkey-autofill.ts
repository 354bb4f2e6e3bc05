/**
 * Conditional mediation on the login page: where the browser can offer passkeys in the e-mail
 * field's autofill, one ceremony waits for the person to pick one, started once per page and
 * cancelled when the page leaves. Only one ceremony may run: the returned `stop` is called before
 * the button begins its own, so an autofill still fetching its options never starts after it
 * (which would abort the button's).
 */
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { loadWebAuthn, passkeyTrouble } from '@/lib/passkeys';
import { signInWithPasskey } from '../api/passkey-login';
import type { AuthAnswer } from '../session';

export function usePasskeyAutofill(
  onSignedIn: (data: AuthAnswer['data']) => void,
  onFailed: (error: unknown) => void,
): () => void {
  const signedIn = useEffectEvent(onSignedIn);
  const failed = useEffectEvent(onFailed);
  const running = useRef<AbortController | null>(null);
  useEffect(() => {
    const leaving = new AbortController();
    running.current = leaving;
    void (async () => {
      const webauthn = await loadWebAuthn();
      if (leaving.signal.aborted || !(await webauthn.browserSupportsWebAuthnAutofill())) return;
      try {
        const data = await signInWithPasskey({ autofill: true, signal: leaving.signal });
        if (data && !leaving.signal.aborted) signedIn(data);
      } catch (error) {
        // Stopped (the page left, or the button began its own ceremony): nothing to say.
        if (!leaving.signal.aborted && passkeyTrouble(error) !== 'cancelled') failed(error);
      }
    })();
    return () => {
      leaving.abort();
      void loadWebAuthn().then((webauthn) => webauthn.WebAuthnAbortService.cancelCeremony());
    };
  }, []);
  return useCallback(() => running.current?.abort(), []);
}

/**
 * The browser's side of a passkey ceremony, shared by the login page and the account page:
 * SimpleWebAuthn's browser part, loaded only when a passkey is used, and what went wrong in words
 * a screen can pick (no support, cancelled, already added).
 */
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

export const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Why the browser's part of a ceremony failed, as a screen tells it. */
export type PasskeyTrouble = 'unsupported' | 'cancelled' | 'exists' | 'failed';

/** Whether this browser can make and use passkeys at all. */
export async function passkeysSupported(): Promise<boolean> {
  return (await loadWebAuthn()).browserSupportsWebAuthn();
}

const hasName = (error: unknown): error is { name: string } =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string';

const hasCode = (error: unknown): error is { code: string } =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';

/**
 * The browser's ceremony, with a cancel (the person said no, or it timed out) answered as null
 * rather than thrown: nothing went wrong, so nothing is logged as a failure.
 */
export async function unlessCancelled<T>(ceremony: Promise<T>): Promise<T | null> {
  try {
    return await ceremony;
  } catch (error) {
    if (passkeyTrouble(error) === 'cancelled') return null;
    throw error;
  }
}

/**
 * The trouble a browser error means. NotAllowedError is both "the person said no" and "it timed
 * out": either way nothing happened, and trying again is the way on.
 */
export function passkeyTrouble(error: unknown): PasskeyTrouble | null {
  if (hasCode(error)) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'exists';
    if (error.code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  }
  if (error instanceof Error && /not supported/i.test(error.message)) return 'unsupported';
  if (!hasName(error)) return null;
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return 'cancelled';
  if (error.name === 'InvalidStateError') return 'exists';
  if (error.name === 'NotSupportedError' || error.name === 'SecurityError') return 'unsupported';
  return null;
}

/**
 * The browser's answer to the server's request options (sign-in, or confirming who one is), or
 * null when the person cancelled. `autofill`: offered in the e-mail field's autofill instead.
 */
export async function passkeyAssertion(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
  { autofill = false, signal }: { autofill?: boolean; signal?: AbortSignal } = {},
) {
  const { startAuthentication } = await loadWebAuthn();
  signal?.throwIfAborted();
  return unlessCancelled(startAuthentication({ optionsJSON, useBrowserAutofill: autofill }));
}

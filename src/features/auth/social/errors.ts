/** The providers a person can sign in with besides e-mail and password. */
export type Provider = 'google' | 'facebook';

/** The provider's script could not load (blocked, offline) or the provider is not configured. */
export class SocialUnavailableError extends Error {
  constructor(provider: Provider) {
    super(`${provider} sign-in is not available`);
  }
}

/** The person closed the provider's dialog or it gave no credential. */
export class SocialCancelledError extends Error {
  constructor(provider: Provider) {
    super(`${provider} sign-in gave no credential`);
  }
}

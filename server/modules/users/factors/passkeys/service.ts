/**
 * Passkey rules: the registration and sign-in ceremonies (SimpleWebAuthn verifies the browser's
 * answers; each challenge lives a few minutes in the shared store and is taken once), and the
 * account's list, renames and removals. A passkey sign-in is a session proven now, with no
 * second step: the device held and its unlock (fingerprint, face, PIN) are two factors, so every
 * ceremony requires user verification (the UV flag) and refuses an answer without it.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AuthAnswerDto } from '@/domain/account';
import type { Language } from '@/domain/languages';
import type {
  authenticationResponseSchema,
  PasskeyDto,
  registrationResponseSchema,
} from '@/domain/passkeys';
import { ApiError } from '@server/lib/errors';
import type { OneTimeStore } from '@server/lib/one-time-store';
import { translator } from '@server/lib/i18n';
import { refuseUnprovenAddress, type Accounts } from '@server/modules/users/identity';
import type { Sessions } from '@server/modules/users/sessions';
import { passkeyChangedMail } from '../mails';
import { passkeyProofUntil, proveOwner, type ProvenSession } from '../password';
import type { SignIn } from '../sign-in';
import { deviceOf } from './device-name';
import type { PasskeyRow, PasskeysRepository } from './repository';

/**
 * The signature algorithms a new passkey may use: EdDSA, ES256 and RS256, which every Node.js the
 * project allows verifies. SimpleWebAuthn's default adds ML-DSA-44 first where the runtime has it
 * (Node 24), and a passkey made so would not verify on Node 22, nor fit an answer's bounds.
 */
export const PASSKEY_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** How long a ceremony may take, from its options to its verification. */
export const CHALLENGE_TTL_MS = 3 * 60_000;

export interface RelyingParty {
  /** APP_ORIGIN's host name. */
  id: string;
  /** APP_ORIGIN itself: the only page a ceremony is accepted from. */
  origin: string;
  name: string;
}

export interface PasskeyServiceDeps {
  accounts: Accounts;
  sessions: Sessions;
  signIn: SignIn;
  passkeys: PasskeysRepository;
  challenges: OneTimeStore;
  rp: RelyingParty;
  log: FastifyBaseLogger;
}

type RegistrationJson = z.output<typeof registrationResponseSchema>;
type AuthenticationJson = z.output<typeof authenticationResponseSchema>;

const toDto = (row: PasskeyRow): PasskeyDto => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  device_type: row.deviceType,
  backed_up: row.backedUp,
  user_verified: row.userVerified,
});

/** The challenge the browser signed, read from its client data (verified in full afterwards). */
function challengeOf(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (data && typeof data === 'object' && 'challenge' in data) {
      const { challenge } = data;
      if (typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,256}$/.test(challenge))
        return challenge;
    }
  } catch {
    // Not JSON: refused below as any answer without a challenge of ours.
  }
  throw new ApiError(400, 'passkey_expired');
}

/** The user handle a passkey carries: the account's id, as bytes. */
const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

const failed = (log: FastifyBaseLogger, error: unknown): never => {
  log.info({ err: error }, 'passkey ceremony refused');
  throw new ApiError(400, 'passkey_invalid');
};

export function createPasskeyService(deps: PasskeyServiceDeps) {
  const { accounts, sessions, signIn, passkeys, challenges, rp, log } = deps;
  const users = accounts.repo;
  const key = (ceremony: 'register' | 'login' | 'confirm', challenge: string) =>
    `${ceremony}:${challenge}`;

  const ownerOf = async (userId: string) => {
    const user = await users.findById(userId);
    if (!user) throw new ApiError(401, 'token_not_valid');
    return user;
  };

  /** Options for navigator.credentials.get(): any of this site's passkeys, or only `allowed`. */
  const requestOptions = (allowed?: PasskeyRow[]) =>
    generateAuthenticationOptions({
      rpID: rp.id,
      userVerification: 'required',
      timeout: CHALLENGE_TTL_MS - 10_000,
      allowCredentials: allowed?.map((p) => ({ id: p.id, transports: p.transports })),
    });

  /**
   * Checks a browser's answer against the passkey it names (origin, relying party, signature, user
   * handle) and moves its counter on; a counter that did not move on means a copied authenticator.
   */
  async function verifyAssertion(
    credential: AuthenticationJson,
    challenge: string,
    passkey: PasskeyRow,
  ): Promise<void> {
    const handle = credential.response.userHandle;
    if (handle && handle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url'))
      throw new ApiError(400, 'passkey_invalid');
    const verified = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }).catch((error: unknown) => failed(log, error));
    if (!verified.verified) return failed(log, 'not verified');
    const { newCounter, credentialBackedUp } = verified.authenticationInfo;
    // 0 and 0: an authenticator that keeps no counter.
    if ((newCounter > 0 || passkey.counter > 0) && newCounter <= passkey.counter) {
      log.warn({ passkey: passkey.id, userId: passkey.userId }, 'passkey counter went backwards');
      throw new ApiError(400, 'passkey_invalid');
    }
    await passkeys.used(passkey.id, newCounter, credentialBackedUp);
  }

  const mail = (
    lang: Language,
    to: string,
    change: 'passkeyAdded' | 'passkeyRemoved',
    name: string,
  ) => accounts.sendLater(passkeyChangedMail(lang, to, change, name, `${rp.origin}/account`));

  return {
    /**
     * Options for navigator.credentials.create(). Adding a way in is proven as every sensitive
     * change is (`proveOwner`): the password, or a passkey (or, without a password, a sign-in) of
     * the last ten minutes.
     */
    async registrationOptions(session: ProvenSession, password: string | undefined) {
      const user = await ownerOf(session.userId);
      await proveOwner(user.passwordHash, session, password, 'password');
      refuseUnprovenAddress(user);
      const existing = await passkeys.listOf(user.id);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.email,
        userID: userHandleOf(user.id),
        timeout: CHALLENGE_TTL_MS - 10_000,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.id,
          transports: p.transports,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
      });
      await challenges.put(key('register', options.challenge), user.id, CHALLENGE_TTL_MS);
      return options;
    },

    /** Stores the new passkey, named by its owner or after the device, and mails the owner. */
    async registrationVerify(
      userId: string,
      credential: RegistrationJson,
      given: { name?: string; userAgent?: string; lang: Language },
    ): Promise<PasskeyDto> {
      const challenge = challengeOf(credential.response.clientDataJSON);
      // Taken whatever follows: a challenge answers one try.
      const owner = await challenges.take(key('register', challenge));
      if (owner !== userId) throw new ApiError(400, 'passkey_expired');
      const user = await ownerOf(userId);
      refuseUnprovenAddress(user);
      const verified = await verifyRegistrationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch((error: unknown) => failed(log, error));
      if (!verified.verified) return failed(log, 'not verified');
      const info = verified.registrationInfo;
      const t = translator(given.lang);
      const { browser, os } = deviceOf(given.userAgent);
      const name =
        given.name ??
        (browser && os
          ? t('common:passkeys.deviceName', { browser, os })
          : (browser ?? os ?? t('common:passkeys.unnamed')));
      const added = await passkeys.add({
        id: info.credential.id,
        userId,
        publicKey: Buffer.from(info.credential.publicKey),
        counter: info.credential.counter,
        transports: info.credential.transports ?? credential.response.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        userVerified: true,
        name,
      });
      if (!added) throw new ApiError(409, 'passkey_exists');
      mail(given.lang, user.email, 'passkeyAdded', name);
      const row = await passkeys.find(info.credential.id);
      if (!row) throw new ApiError(409, 'passkey_exists');
      return toDto(row);
    },

    /** Options for navigator.credentials.get(): no user named, so any of this site's passkeys answers. */
    async authenticationOptions() {
      const options = await requestOptions();
      await challenges.put(key('login', options.challenge), '1', CHALLENGE_TTL_MS);
      return options;
    },

    /**
     * A session for the passkey's owner, answered as a password sign-in's. A passkey is two
     * factors: a reset of a lost second factor waiting on the account stops.
     */
    async authenticationVerify(
      credential: AuthenticationJson,
      lang: Language,
    ): Promise<AuthAnswerDto> {
      const challenge = challengeOf(credential.response.clientDataJSON);
      if (!(await challenges.take(key('login', challenge))))
        throw new ApiError(400, 'passkey_expired');
      const passkey = await passkeys.find(credential.id);
      if (!passkey) throw new ApiError(400, 'passkey_invalid');
      const user = await users.findById(passkey.userId);
      if (!user) throw new ApiError(400, 'passkey_invalid');
      await verifyAssertion(credential, challenge, passkey);
      const answer = await sessions.start(user, 'passkey');
      await signIn.secondFactorPassed(user, lang);
      return answer;
    },

    /**
     * Options for confirming who one is with a passkey while signed in (in place of the password
     * before a sensitive change): only this account's passkeys answer, and only for this session.
     */
    async confirmationOptions(session: ProvenSession & { sessionId: string }) {
      const owned = await passkeys.listOf(session.userId);
      if (owned.length === 0) throw new ApiError(409, 'no_passkeys');
      const options = await requestOptions(owned);
      await challenges.put(key('confirm', options.challenge), session.sessionId, CHALLENGE_TTL_MS);
      return options;
    },

    /**
     * The session is proven by a passkey now: for the next ten minutes it needs no password for
     * the account's sensitive changes. Answers until when.
     */
    async confirmationVerify(
      session: ProvenSession & { sessionId: string },
      credential: AuthenticationJson,
    ): Promise<{ passkey_proof_until: string }> {
      const challenge = challengeOf(credential.response.clientDataJSON);
      if ((await challenges.take(key('confirm', challenge))) !== session.sessionId)
        throw new ApiError(400, 'passkey_expired');
      const passkey = await passkeys.find(credential.id);
      if (!passkey || passkey.userId !== session.userId) throw new ApiError(400, 'passkey_invalid');
      await verifyAssertion(credential, challenge, passkey);
      const provenAt = await sessions.markProven(session.userId, session.sessionId, 'passkey');
      const until = passkeyProofUntil({ ...session, provenAt, provenBy: 'passkey' });
      if (until === null) throw new ApiError(401, 'token_not_valid');
      return { passkey_proof_until: new Date(until).toISOString() };
    },

    async list(userId: string): Promise<PasskeyDto[]> {
      return (await passkeys.listOf(userId)).map(toDto);
    },

    async rename(userId: string, id: string, name: string): Promise<PasskeyDto> {
      const row = await passkeys.rename(userId, id, name);
      if (!row) throw new ApiError(404, 'passkey_not_found');
      return toDto(row);
    },

    /**
     * Removes it, proven as every sensitive change is (a stolen access token alone must not take
     * the owner's ways in away), and mails the owner. No session ends: the others were not made
     * by it alone.
     */
    async remove(
      session: ProvenSession,
      id: string,
      password: string | undefined,
      lang: Language,
    ): Promise<void> {
      const user = await ownerOf(session.userId);
      await proveOwner(user.passwordHash, session, password, 'password');
      const row = await passkeys.remove(user.id, id);
      if (!row) throw new ApiError(404, 'passkey_not_found');
      mail(lang, user.email, 'passkeyRemoved', row.name);
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;

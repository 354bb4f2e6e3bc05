/** What two-step sign-in is made of, built once by the users module from the database and the settings. */
import type { Db } from '@server/db/client';
import { createChallengeTokens, type ChallengeTokens } from './challenge-tokens';
import { createTwoStepRepository, type TwoStepRepository } from './repository';
import { createSecretBox, deriveTotpKey, type SecretBox } from './secret-box';

export interface TwoStepParts {
  store: TwoStepRepository;
  box: SecretBox;
  challenges: ChallengeTokens;
  /** The name an authenticator app shows beside the account. */
  issuer: string;
}

export function createTwoStepParts(
  db: Db,
  settings: { TOTP_ENCRYPTION_KEY?: string; JWT_SECRET: string },
  issuer: string,
): TwoStepParts {
  return {
    store: createTwoStepRepository(db),
    box: createSecretBox(deriveTotpKey(settings)),
    challenges: createChallengeTokens(settings.JWT_SECRET),
    issuer,
  };
}

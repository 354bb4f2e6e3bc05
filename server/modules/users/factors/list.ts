/** The account's factors over their stores: each says whether it is on, and how a claim removes it. */
import type { UsersRepository } from '../identity';
import type { SignInFactor } from './factor';
import type { PasskeysRepository } from './passkeys/repository';
import type { SocialRepository } from './social/repository';
import type { TwoStepRepository } from './two-step/repository';

export interface FactorStores {
  users: UsersRepository;
  social: SocialRepository;
  passkeys: PasskeysRepository;
  twoStep: TwoStepRepository;
}

export function createFactorList({
  users,
  social,
  passkeys,
  twoStep,
}: FactorStores): SignInFactor[] {
  const twoStepOn = async (userId: string) => Boolean((await twoStep.find(userId))?.confirmedAt);
  return [
    {
      kind: 'password',
      isOn: async (userId) => Boolean((await users.findById(userId))?.passwordHash),
    },
    {
      kind: 'social',
      isOn: async (userId) => (await social.providersOf(userId)).length > 0,
      forget: (tx, userId) => social.unlinkAll(tx, userId),
    },
    {
      kind: 'passkey',
      isOn: (userId) => passkeys.has(userId),
      forget: (tx, userId) => passkeys.removeAll(tx, userId),
    },
    {
      kind: 'totp',
      isOn: twoStepOn,
      // Named once for the secret, whatever its codes: the mail says two-step sign-in went.
      forget: async (tx, userId) => ((await twoStep.removeSecret(tx, userId)) ? ['totp'] : []),
    },
    {
      // The codes come with two-step sign-in: on with it, and gone with it (named with it).
      kind: 'recovery_code',
      isOn: twoStepOn,
      forget: async (tx, userId) => {
        await twoStep.removeRecoveryCodes(tx, userId);
        return [];
      },
    },
  ];
}

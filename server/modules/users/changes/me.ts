/** The signed-in account as the account page reads it (/me/): every layer's part of it. */
import type { MeDto } from '@/domain/account';
import { ApiError } from '@server/lib/errors';
import { passkeyProofUntil, type ProvenSession } from '../factors';
import { inReviewDto, toUserDto } from '../identity';
import type { ChangesDeps } from './deps';

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function meRules({ accounts, factors }: ChangesDeps) {
  const { repo } = accounts;
  return {
    async me(session: ProvenSession): Promise<MeDto> {
      const user = await repo.findById(session.userId);
      if (!user) throw new ApiError(401, 'token_not_valid');
      return {
        ...toUserDto(user),
        email_verified: Boolean(user.emailVerifiedAt),
        has_password: Boolean(user.passwordHash),
        providers: await factors.providersOf(user.id),
        created_at: user.createdAt.toISOString(),
        two_step: await factors.signIn.twoStepStatus(user.id),
        passkey_proof_until: isoOrNull(passkeyProofUntil(session)),
        in_review: inReviewDto(await repo.inReview(user.id)),
      };
    },
  };
}

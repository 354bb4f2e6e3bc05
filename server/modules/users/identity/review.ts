/**
 * What was made on an account before its address was proven (the claim makes it private and puts
 * it in review: `putInReview`): the owner keeps each CV (it stays private until they publish it) or
 * deletes it with the CV's own call, and keeps the username or changes it.
 */
import type { MeDto } from '@/domain/account';
import { ApiError } from '@server/lib/errors';
import type { UsersRepository } from './repository';

type InReview = Awaited<ReturnType<UsersRepository['inReview']>>;

export const inReviewDto = (found: InReview): MeDto['in_review'] => ({
  cvs: found.cvs.map((cv) => ({
    uuid: cv.id,
    title: cv.title,
    created_at: cv.createdAt.toISOString(),
  })),
  username: found.username,
});

export function claimReviewRules(repo: UsersRepository) {
  return {
    async keepCv(userId: string, cvId: string): Promise<void> {
      if (!(await repo.keepCv(userId, cvId))) throw new ApiError(404, 'not_in_review');
    },

    async keepUsername(userId: string): Promise<void> {
      if (!(await repo.keepUsername(userId))) throw new ApiError(404, 'not_in_review');
    },
  };
}

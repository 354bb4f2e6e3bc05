/** The owner's view figures, read after this instance's pending counts are written. */
import type { CvService } from '@server/modules/cv';
import { dayOf } from '@/domain/view-stats';
import type { OwnerDevice } from './owner-device';
import type { ViewsRepository } from './repository';
import { rangeOf, toViewStats } from './stats';
import type { Tally } from './tally';

export function createViewsService(deps: {
  repo: ViewsRepository;
  cvs: CvService;
  tally: Tally;
  ownerDevice: OwnerDevice;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  return {
    ownerDevice: deps.ownerDevice,
    async stats(userId: string, cvId: string, days: number) {
      await deps.cvs.get(userId, cvId); // 404 unless it is theirs
      await deps.tally.flush();
      const at = now();
      const rows = await deps.repo.since(cvId, rangeOf(days, at)[0] ?? dayOf(new Date(at)));
      return toViewStats(rows, days, at);
    },
  };
}

export type ViewsService = ReturnType<typeof createViewsService>;

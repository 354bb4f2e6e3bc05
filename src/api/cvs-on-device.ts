/**
 * Every CV of the owner lives on the device: when the list shows one the device has not kept yet,
 * or kept at an older save, it is fetched once and taken into the CV store (merged with whatever
 * waits there), so it opens and edits offline later.
 */
import { useEffect, useState } from 'react';
import type { CvDto, CvListItemDto } from '@/domain/cv';
import { cvStore } from '@/lib/cv-store/cv-store';
import { useAtomValue, userIdAtom } from '@/lib/state';
import { useBrowserOnline } from '@/lib/use-browser-online';
import { getCv } from './cv-queries';

/** The set without `id` (the same set when it is not there, so nothing draws again). */
const forgetting =
  (id: string) =>
  (ids: ReadonlySet<string>): ReadonlySet<string> => {
    if (!ids.has(id)) return ids;
    const left = new Set(ids);
    left.delete(id);
    return left;
  };

/**
 * Says which of the list's CVs it could not bring (offline, or the server failing): any other CV of
 * the list that is not on the device yet is on its way, not missing.
 */
export function useCvsOnDevice(list: readonly CvListItemDto[] | undefined): {
  failed: ReadonlySet<string>;
} {
  const userId = useAtomValue(userIdAtom);
  // Back online, the CVs that could not come are asked for again (the list itself is not).
  const online = useBrowserOnline();
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (!userId || !list?.length) return;
    let stopped = false;
    void (async () => {
      for (const item of list) {
        if (stopped) return;
        const record = await cvStore.recordOf(userId, item.uuid);
        // The store keeps the server's answers.
        const kept = record?.server as CvDto | null | undefined;
        if (record?.deleted || kept?.updated_at === item.updated_at) {
          setFailed(forgetting(item.uuid));
          continue;
        }
        // Failing: the network back, or the list's next answer, tries it again.
        const cv = await getCv(item.uuid).catch(() => null);
        if (stopped) return;
        if (cv) {
          await cvStore.receive(userId, cv);
          setFailed(forgetting(item.uuid));
        } else setFailed((ids) => new Set(ids).add(item.uuid));
      }
    })();
    return () => {
      stopped = true;
    };
  }, [userId, list, online]);
  return { failed };
}

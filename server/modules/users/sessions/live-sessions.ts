/**
 * Whether an access token's session is still alive, asked on every signed-in request. The answer
 * comes from the database and is kept in memory, so a busy session costs one query every
 * LIVE_FOR_MS; an ended session is told to every instance at once (the user's entries are dropped
 * here, and through Redis on the others), so its access tokens stop working within milliseconds.
 */
import { LRUCache } from 'lru-cache';
import type { SignInProof } from '@/domain/account';
import type { UserChanges } from '@server/lib/public-changes';

export interface LiveSession {
  userId: string;
  /** When the person last proved who they are in this session (ms since 1970), and how. */
  provenAt: number;
  provenBy: SignInProof;
}

export interface SessionLookup {
  /** The session's user and last proof while it has not ended; undefined otherwise. */
  findLive(sessionId: string): Promise<LiveSession | undefined>;
}

/** How long a live answer is trusted without asking again: the bound if a broadcast is lost. */
export const LIVE_FOR_MS = 30_000;
const ENDED_FOR_MS = 10 * 60_000;
const MAX_ENTRIES = 50_000;

export interface LiveSessions {
  find(sessionId: string): Promise<LiveSession | undefined>;
  /** Sessions of the user ended or changed (a new proof): every instance asks the database again. */
  changed(userId: string): void;
}

export function createLiveSessions(lookup: SessionLookup, changes: UserChanges): LiveSessions {
  // `false`: ended (a session never comes back). A token's `sid` is signed, so keys are ours.
  const cache = new LRUCache<string, LiveSession | false>({ max: MAX_ENTRIES, ttl: LIVE_FOR_MS });
  // Moved on by every drop: an answer read from the database before a drop is not kept after it.
  let generation = 0;
  const forget = (userId: string | null) => {
    generation += 1;
    if (userId === null) return cache.clear();
    for (const [sessionId, entry] of cache.entries())
      if (entry && entry.userId === userId) cache.delete(sessionId);
  };
  changes.subscribe(forget);
  return {
    async find(sessionId) {
      const cached = cache.get(sessionId);
      if (cached !== undefined) return cached || undefined;
      const readIn = generation;
      const live = await lookup.findLive(sessionId);
      if (readIn === generation)
        cache.set(sessionId, live ?? false, live ? undefined : { ttl: ENDED_FOR_MS });
      return live;
    },
    changed: (userId) => changes.emit(userId),
  };
}

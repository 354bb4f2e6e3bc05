/**
 * Tells the in-memory caches of public answers (rendered pages, public API answers, preview cards)
 * that what a user shows to strangers changed: a CV's content or visibility, or the username.
 */
export type PublicChangeListener = (userId: string) => void;

export interface PublicChanges {
  emit(userId: string): void;
  subscribe(listener: PublicChangeListener): () => void;
}

export function createPublicChanges(): PublicChanges {
  const listeners = new Set<PublicChangeListener>();
  return {
    emit(userId) {
      for (const listener of listeners) listener(userId);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

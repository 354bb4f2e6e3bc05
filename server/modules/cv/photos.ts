/** A CV's photo: its row in the database, its bytes there or in object storage (stored-files.ts). */
import { randomUUID } from 'node:crypto';
import { type ProcessedPhoto, photoBytes, type StoredFiles } from '@server/modules/media';
import type { CvRepository, Tx } from './repository';

interface PhotoRow {
  bytes: Buffer | null;
  contentType: string;
}

/** The photo writes of one transaction; their files follow the rows once it ends. */
export interface PhotoWrites {
  /** Keeps the photo and gives its id. */
  save(userId: string, photo: ProcessedPhoto): Promise<string>;
  /** The same photo under a new id (the old address may live on in caches). */
  copy(id: string): Promise<string | null>;
  /** Deletes the photo's row now and its file once the transaction committed. */
  remove(id: string | null): Promise<void>;
}

export function createCvPhotos(repo: CvRepository, files: StoredFiles) {
  return {
    /**
     * Runs `work` in one transaction. With object storage a photo's bytes are written before its
     * row, so no reader ever finds a row without its file: the files written are deleted if the
     * transaction fails, and those of removed rows once it committed.
     */
    async transaction<T>(work: (tx: Tx, photos: PhotoWrites) => Promise<T>): Promise<T> {
      const written: string[] = [];
      const removed: string[] = [];
      let result: T;
      try {
        result = await repo.transaction((tx) =>
          work(tx, {
            async save(userId, photo) {
              const { contentType, width, height } = photo;
              if (!files.external)
                return repo.insertPhoto(tx, {
                  userId,
                  contentType,
                  width,
                  height,
                  bytes: photo.bytes,
                });
              const id = randomUUID();
              await files.putPhoto(id, photo.bytes, contentType);
              written.push(id);
              return repo.insertPhoto(tx, { id, userId, contentType, width, height, bytes: null });
            },
            async copy(id) {
              const copy = await repo.copyPhoto(tx, id);
              if (!copy) return null;
              if (copy.external) {
                await files.copyPhoto(id, copy.id);
                written.push(copy.id);
              }
              return copy.id;
            },
            async remove(id) {
              if (!id) return;
              await repo.deletePhoto(tx, id);
              removed.push(id);
            },
          }),
        );
      } catch (error) {
        await files.forget({ photoIds: written });
        throw error;
      }
      await files.forget({ photoIds: removed });
      return result;
    },

    read: async (id: string) => withBytes(id, await repo.findPhoto(id)),

    /** A photo only while a public CV shows it (a private CV's photo is not for strangers). */
    readPublic: async (id: string) => withBytes(id, await repo.findPublicPhoto(id)),
  };

  async function withBytes(id: string, row: PhotoRow | undefined) {
    if (!row) return undefined;
    const bytes = await photoBytes(files, { id, bytes: row.bytes });
    return bytes ? { bytes, contentType: row.contentType } : undefined;
  }
}

export type CvPhotos = ReturnType<typeof createCvPhotos>;

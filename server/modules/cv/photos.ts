/** A CV's photo: its row in the database, its bytes there or in object storage (stored-files.ts). */
import { randomUUID } from 'node:crypto';
import type { ProcessedPhoto } from '../media/photo-pipeline';
import type { StoredFiles } from '../media/stored-files';
import type { CvRepository, Tx } from './repository';

interface PhotoRow {
  bytes: Buffer | null;
  contentType: string;
}

export function createCvPhotos(repo: CvRepository, files: StoredFiles) {
  async function withBytes(id: string, row: PhotoRow | undefined) {
    if (!row) return undefined;
    const bytes = row.bytes ?? (await files.photo(id));
    return bytes ? { bytes, contentType: row.contentType } : undefined;
  }

  return {
    /**
     * Keeps the photo and gives its id. With object storage the bytes are written before the row,
     * so no reader ever finds a row without its file; `forget` the id if the transaction fails.
     */
    async save(tx: Tx, userId: string, photo: ProcessedPhoto): Promise<string> {
      const { contentType, width, height } = photo;
      if (!files.external)
        return repo.insertPhoto(tx, { userId, contentType, width, height, bytes: photo.bytes });
      const id = randomUUID();
      await files.putPhoto(id, photo.bytes, contentType);
      return repo.insertPhoto(tx, { id, userId, contentType, width, height, bytes: null });
    },

    /** The same photo under a new id (the old address may live on in caches). */
    async copy(tx: Tx, id: string): Promise<string | undefined> {
      const copy = await repo.copyPhoto(tx, id);
      if (copy?.external) await files.copyPhoto(id, copy.id);
      return copy?.id;
    },

    read: async (id: string) => withBytes(id, await repo.findPhoto(id)),

    /** A photo only while a public CV shows it (a private CV's photo is not for strangers). */
    readPublic: async (id: string) => withBytes(id, await repo.findPublicPhoto(id)),
  };
}

export type CvPhotos = ReturnType<typeof createCvPhotos>;

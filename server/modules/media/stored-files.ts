/**
 * The CV files kept in object storage when there is one (docs/scaling.md): photos under
 * `photos/{id}.webp` (their row keeps owner, type and size; its `bytes` is null) and rendered PDFs
 * under `pdfs/{cvId}/{language}-{paper}/{version}.pdf` (a job application's version of the CV's:
 * `pdfs/{cvId}/{applicationId}-{language}-{paper}/{tag}.pdf`, so they go with the CV), so every
 * instance serves what one made.
 * Without object storage photos stay in the database and PDFs in each instance's memory.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStorage } from '@server/lib/object-storage';

const photoKey = (id: string) => `photos/${id}.webp`;
const pdfFolder = (cvId: string, variant: string) => `pdfs/${cvId}/${variant}/`;
/**
 * A version is the CV's last change (an ISO time), or an application's version's tag (digits,
 * zero-padded): kept to letters and digits in the key, where a later one sorts after an earlier.
 */
const pdfKey = (cvId: string, variant: string, version: string) =>
  `${pdfFolder(cvId, variant)}${version.replace(/[^0-9A-Za-z]/g, '')}.pdf`;

export interface StoredFiles {
  /** True when photos and PDFs go to object storage. */
  readonly external: boolean;
  putPhoto(id: string, bytes: Buffer, contentType: string): Promise<void>;
  photo(id: string): Promise<Buffer | undefined>;
  copyPhoto(from: string, to: string): Promise<void>;
  /** A PDF made earlier (by any instance) for this CV version, language and paper. */
  pdf(cvId: string, variant: string, version: string): Promise<Buffer | undefined>;
  /** Keeps the PDF; the CV's older ones of the same language and paper go soon after. */
  putPdf(cvId: string, variant: string, version: string, file: Buffer): Promise<void>;
  /**
   * Deletes the files of what the database no longer has (after its transaction committed). A
   * failure is logged, not thrown: the change itself is done, and an orphan file is never served.
   */
  forget(gone: { photoIds?: Array<string | null>; cvIds?: string[] }): Promise<void>;
}

/** A photo's bytes: those its row keeps, else its file in object storage. */
export const photoBytes = async (files: StoredFiles, photo: { id: string; bytes: Buffer | null }) =>
  photo.bytes ?? (await files.photo(photo.id));

export function createStoredFiles(
  storage: ObjectStorage | null,
  log: Pick<FastifyBaseLogger, 'warn'>,
): StoredFiles {
  if (!storage) {
    return {
      external: false,
      putPhoto: async () => undefined,
      photo: async () => undefined,
      copyPhoto: async () => undefined,
      pdf: async () => undefined,
      putPdf: async () => undefined,
      forget: async () => undefined,
    };
  }
  const deleteAll = async (keys: string[]) => {
    await Promise.all(keys.map((key) => storage.delete(key)));
  };
  return {
    external: true,
    putPhoto: (id, bytes, contentType) => storage.put(photoKey(id), bytes, contentType),
    photo: (id) => storage.get(photoKey(id)),
    copyPhoto: (from, to) => storage.copy(photoKey(from), photoKey(to)),
    pdf: (cvId, variant, version) => storage.get(pdfKey(cvId, variant, version)),
    async putPdf(cvId, variant, version, file) {
      const key = pdfKey(cvId, variant, version);
      const failed = (error: unknown) =>
        // The PDF is made and is sent; the next request makes it again.
        log.warn({ err: error, cvId }, 'PDF not kept in object storage');
      try {
        await storage.put(key, file, 'application/pdf');
      } catch (error) {
        failed(error);
        return;
      }
      // The older versions go after the answer. Keys hold the version's time in digits, so one
      // sorts before another exactly when it is older, and a newer one made meanwhile stays.
      void storage
        .list(pdfFolder(cvId, variant))
        .then((kept) => deleteAll(kept.filter((other) => other < key)))
        .catch(failed);
    },
    async forget({ photoIds = [], cvIds = [] }) {
      try {
        const pdfs = (await Promise.all(cvIds.map((id) => storage.list(`pdfs/${id}/`)))).flat();
        const photos = photoIds.flatMap((id) => (id ? [photoKey(id)] : []));
        await deleteAll([...photos, ...pdfs]);
      } catch (error) {
        log.warn({ err: error, photoIds, cvIds }, 'files left in object storage');
      }
    },
  };
}

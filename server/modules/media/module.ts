/**
 * The media module: where files are kept (object storage or the data folder), photo uploads and
 * their signed links. Its public route reads photos through the CV module, so it registers apart,
 * after it (`mediaRoutesModule`).
 */
import fp from 'fastify-plugin';
import { objectStorageOf } from '@server/lib/object-storage';
import { createPhotoLinks, type PhotoLinks } from './photo-links';
import { createPhotoUploads, type PhotoUploads } from './photo-pipeline';
import { mediaRoutes, type PhotoReader } from './routes';
import { createStoredFiles, type StoredFiles } from './stored-files';

declare module 'fastify' {
  interface FastifyInstance {
    storedFiles: StoredFiles;
    photoLinks: PhotoLinks;
    photoUploads: PhotoUploads;
    /** What the public photo route reads: the CV module gives it. */
    photoReader: PhotoReader;
  }
}

export const mediaModule = fp(
  async (app) => {
    const storage = objectStorageOf(app.settings);
    if (storage) {
      await storage.check().catch((error: unknown) => {
        throw new Error(`Object storage ${storage.name} does not answer`, { cause: error });
      });
      app.addHook('onClose', () => storage.close());
    }
    app.decorate('storedFiles', createStoredFiles(storage, app.log));
    app.decorate('photoLinks', createPhotoLinks(app.settings.JWT_SECRET));
    app.decorate('photoUploads', createPhotoUploads(app.limiter));
  },
  { name: 'media', dependencies: ['core'] },
);

/** GET /media/...: a CV's photo, for anyone who holds its signed link. */
export const mediaRoutesModule = fp(
  async (app) => {
    await app.register(mediaRoutes, { service: app.photoReader, prefix: '/media' });
  },
  { name: 'media-routes', dependencies: ['media', 'cv'] },
);

/** Photos (decoding, signed links, stored bytes) and their public route: what other modules may use. */
export { createPhotoLinks, publicPhotoPath, type PhotoLinks } from './photo-links';
export {
  createPhotoUploads,
  processPhoto,
  type PhotoUploads,
  type ProcessedPhoto,
} from './photo-pipeline';
export { createStoredFiles, photoBytes, type StoredFiles } from './stored-files';
export { mediaRoutes, type PhotoReader } from './routes';
export { mediaModule, mediaRoutesModule } from './module';

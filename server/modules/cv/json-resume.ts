/** A stored CV as JSON Resume, with the absolute addresses only a public CV may give away. */
import { CV_CONTENT_KEYS, pick } from '@/domain/cv';
import { toJsonResume } from '@/domain/json-resume';
import { paths } from '@/config/paths';
import { publicPhotoPath } from '@server/modules/media';
import type { CvWithOwner } from './repository';

type StoredCv = Omit<CvWithOwner, 'username'>;

/** Where strangers read the CV, or null while it is private or its owner has no username. */
export function publicUrlOf(appOrigin: string, username: string | null, cv: StoredCv) {
  return cv.is_public && username !== null
    ? `${appOrigin}${paths.publicCv.getHref(username, cv.slug)}`
    : null;
}

export function cvAsJsonResume(appOrigin: string, username: string | null, cv: StoredCv) {
  const publicUrl = publicUrlOf(appOrigin, username, cv);
  return toJsonResume(
    {
      ...pick(cv, CV_CONTENT_KEYS),
      // A private CV's photo has no address a stranger's tool could load: the export leaves it out.
      photo_url: publicUrl && cv.photoId ? `${appOrigin}${publicPhotoPath(cv.photoId)}` : null,
      public_url: publicUrl,
    },
    cv.updatedAt,
  );
}

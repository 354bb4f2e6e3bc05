/** A CV's version on the wire: get_cv's ETag and edit_cv's If-Match. */

/** A CV's version as an HTTP entity tag. */
export const versionTag = (version: number) => `"${version}"`;

/** The version an If-Match header names, or null when it names none we could have sent. */
export function parseVersionTag(header: string): number | null {
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(header.trim());
  return match ? Number(match[1]) : null;
}

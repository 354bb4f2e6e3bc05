/**
 * LinkedIn's data export ("Get a copy of your data": a ZIP of CSV files) as a CV draft: the files a
 * CV reads are taken from the ZIP (or from the CSV files a user picks), read by their column names,
 * and made the draft the JSON Resume import makes, with everything that did not fit listed.
 */
export {
  readLinkedInCsvs,
  readLinkedInZip,
  type LinkedInFiles,
  type LinkedInProblem,
} from './unzip';
export { fromLinkedIn, type LinkedInImport } from './from-linkedin';
export type { LinkedInFound, LinkedInLeftOut } from './left-out';
export { LINKEDIN_FILE_NAMES, LINKEDIN_FILES, type LinkedInFile } from './files';

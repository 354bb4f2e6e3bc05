/** Every number the product's rules depend on; client and server both import these. */
export const LIMITS = {
  bio: 250,
  experienceDescription: 120,
  fieldOfStudy: 120,
  skills: 3,
  experiences: 10,
  educations: 10,
  links: 7,
  projects: 10,
  projectDescription: 300,
  certificates: 20,
  language_skills: 10,
  interests: 10,
  volunteering: 10,
  volunteeringDescription: 300,
  /** Sections of the owner's own (Volunteering, Awards…), each of up to `customEntries` entries. */
  custom_sections: 5,
  customEntries: 20,
  customDescription: 300,
  photoBytes: 2 * 1024 * 1024,
  /** A JSON Resume file to start from: real ones are a few kilobytes. */
  jsonResumeBytes: 1024 * 1024,
  /** LinkedIn's data export: refused before it is read when over this (real ones are a few MB). */
  linkedInZipBytes: 200 * 1024 * 1024,
  /** One CSV of that export as it unpacks: the ones a CV reads are kilobytes; more is a zip bomb. */
  linkedInCsvBytes: 5 * 1024 * 1024,
  photoMaxSide: 800,
  /** 4096 x 4096: twenty-six times what the 800 x 800 square keeps; more only costs decoding. */
  photoMaxPixels: 16_777_216,
  /** Longer side over shorter side: a 5 x 5,000,000 strip decodes for a second to keep 5 x 5. */
  photoMaxAspect: 4,
  datePickerYears: 100,
  usernameMin: 3,
  usernameMax: 20,
  passwordMin: 8,
  passwordMax: 128,
  shortText: 100,
  title: 100,
  email: 254,
  phone: 40,
  url: 2048,
  contactMessage: 5000,
  /** A job ad pasted into the ATS check: the longest real ones are about half of this. */
  jobAd: 20_000,
  /** A PDF the public ATS checker reads: a CV is well under 1 MB, even with photos. */
  atsPdfBytes: 10 * 1024 * 1024,
  /** A CV file (PDF or Word) read into the wizard: as large as the checker's PDF, and 10 pages. */
  cvFileBytes: 10 * 1024 * 1024,
  cvFilePages: 10,
  freePlanCvs: 1,
  /** Applications (each with its version of a CV) the free plan keeps; premium keeps any number. */
  freePlanApplications: 3,
  /** Applications any account keeps: far past a year's job hunt, and a bound on what one stores. */
  applications: 500,
  applicationNotes: 2000,
  /** A version's own wordings, rows left out and orders, all together. */
  versionOverrides: 400,
  /** A cover letter's greeting and closing lines. */
  letterLine: 100,
  /** A cover letter's body: about two pages; the guide's meter aims at `letterPageWords`. */
  letterBody: 6000,
  /** What the body of a letter of one page holds, under the header, in every template. */
  letterPageWords: 400,
  /**
   * The edits each CV remembers by their Idempotency-Key (a phone's change sent again after a lost
   * answer), and for how many days: a replay within them is answered, not applied twice.
   */
  editKeysPerCv: 200,
  editKeyDays: 30,
  /** Days a given-up username stays its last owner's, so a shared link never lands on a stranger. */
  usernameHoldDays: 30,
} as const;

export const TIMINGS = {
  pricingScrollDelayMs: 100,
  toastDurationMs: 4000,
  errorToastDurationMs: 6000,
  premiumPollAttempts: 5,
  premiumPollStepMs: 1500,
  queryGcTimeMs: 60_000,
  /** How long a pointer, finger or focus rests on a link before its screen's code is fetched. */
  linkIntentMs: 100,
  /** How long "CV deleted" offers Undo before the CV is really deleted. */
  undoDeleteMs: 7000,
  /**
   * How long after a tap on a button that changes the screen a second tap counts as the same
   * double tap: it lands on the next screen's button in the same place within this, and is refused.
   */
  doubleTapMs: 400,
} as const;

/** The database tables, in Drizzle's pg dialect; migrations in ./migrations are generated from this. */
import type { CvDesign } from '@/domain/design';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import type { Education, Experience, Link, Skill, Theme } from '@/domain/cv';
import type { SignInProof } from '@/domain/account';
import type { Language } from '@/domain/languages';
import type { CvTranslations, TranslationSources } from '@/domain/cv-translations';
import type { CustomSection, MoreRows } from '@/domain/section-rows';
import type { SectionKey } from '@/domain/sections';
import type { Channel } from '@/domain/view-stats';
import type { ApplicationStatus } from '@/domain/applications';
import type { CoverLetter } from '@/domain/cover-letter';
import type { VersionOverrides } from '@/domain/cv-version';
import { textKey } from './text-key';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A point in time, always with its zone. */
const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
/** Set by Drizzle on every update that does not set it itself (client-side: no migration). */
const updatedAt = () =>
  at('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const id = () => uuid('id').primaryKey().defaultRandom();
/** A row's parent (named lazily: tables refer to ones defined below them); it goes when that goes. */
const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });
/** The user a row belongs to; it goes when the account goes. */
const ownerId = () => belongsTo('user_id', () => users.id);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    username: text('username'),
    /**
     * The username was chosen before the address was proven, maybe by someone else: listed for
     * the owner to keep or change (`forgetClaimant`).
     */
    usernameInReview: boolean('username_in_review').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    emailVerifiedAt: at('email_verified_at'),
    /**
     * While the address is unproven: the hash of the mark the sign-up that set the password left
     * in its browser. The verification link opened there needs nothing more; opened anywhere else,
     * it asks its opener for a password, since another sign-up (a stranger's) may have set this one.
     */
    signUpDevice: text('sign_up_device'),
    stripeCustomerId: text('stripe_customer_id'),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(textKey(t.email)),
    uniqueIndex('users_username_unique').on(textKey(t.username)),
  ],
);

/** A Google or Facebook identity, keyed by the provider's own subject id. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('social_accounts_user').on(t.userId),
  ],
);

/** A secret a user holds, stored only as its hash, with its lifetime. */
const hashedSecret = () => ({
  id: id(),
  userId: ownerId(),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * A sign-in on one device: alive until it is ended (logout, a password change or reset, an e-mail
 * change, the account's deletion) or its refresh tokens run out. Every access token names one, and
 * is good only while it is alive.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownerId(),
    createdAt: createdAt(),
    /** When the person last proved who they are in it (password, Google, Facebook, a mailed link). */
    provenAt: at('proven_at').notNull().defaultNow(),
    /** How: a passkey's proof stands in for the password in the account's sensitive changes. */
    provenBy: text('proven_by').$type<SignInProof>().notNull().default('password'),
    /**
     * Whether a second factor was passed in it (a sign-in's code, a passkey, or two-step sign-in
     * turned on here): a password reset without one leaves such sessions, which can stop a reset
     * of the second factor that the mailbox alone asked for.
     */
    secondFactor: boolean('second_factor').notNull().default(false),
    endedAt: at('ended_at'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/**
 * A passkey (WebAuthn credential) of a user: its id (base64url), public key and what its
 * authenticator says of it; named after the device, renamable.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter (a uint32; 0 for those that keep none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** `singleDevice` or `multiDevice` (synced), as the authenticator said. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    /**
     * Whether the authenticator has verified its user (fingerprint, face, PIN) for this passkey:
     * required since registration and sign-in ask for it; false for one stored before that has
     * not signed in since, which the account page marks.
     */
    userVerified: boolean('user_verified').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_user').on(t.userId)],
);

/** Two-step sign-in: the TOTP secret (encrypted with a key from the settings), on once confirmed. */
export const totpSecrets = pgTable('totp_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: at('confirmed_at'),
  /** The last 30-second step whose code was accepted: no code of it or before it is taken again. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes of two-step sign-in, kept as hashes; a used one is never taken again. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: ownerId(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

/**
 * A second factor lost with everything else: asked for by mail, done after a 7-day wait with
 * notices mailed, cancelled from any signed-in device.
 */
export const secondFactorResets = pgTable(
  'second_factor_resets',
  {
    id: id(),
    userId: ownerId(),
    requestedAt: createdAt(),
    dueAt: at('due_at').notNull(),
    /** When the day-before notice was mailed (once, by whichever instance claims it). */
    remindedAt: at('reminded_at'),
    cancelledAt: at('cancelled_at'),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('second_factor_resets_user').on(t.userId),
    // One waiting reset per account, however many asks arrive at once.
    uniqueIndex('second_factor_resets_one_waiting')
      .on(t.userId)
      .where(sql`${t.cancelledAt} is null and ${t.completedAt} is null`),
  ],
);

/** Refresh tokens; each rotation adds a row to the same family (its session). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    ...hashedSecret(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family').on(t.familyId),
    index('refresh_tokens_user').on(t.userId),
  ],
);

/** Single-use links sent by mail (e-mail verification, password reset, a new address). */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    ...hashedSecret(),
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'change_email', 'second_factor_reset'],
    }).notNull(),
    usedAt: at('used_at'),
    /** change_email: the address the account moves to when the link is opened. */
    newEmail: text('new_email'),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash),
    index('one_time_tokens_user').on(t.userId),
  ],
);

/**
 * Usernames given up by a change or a deleted account, held for their last owner for a while
 * (LIMITS.usernameHoldDays) so a link shared under the old name never lands on someone else's CV.
 * One row per name; a deleted account's hold outlives it (no owner: held from everyone).
 */
export const releasedUsernames = pgTable(
  'released_usernames',
  {
    username: text('username').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: at('released_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('released_usernames_name_unique').on(textKey(t.username)),
    index('released_usernames_user').on(t.userId),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: id(),
    userId: ownerId(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Null when the bytes are in object storage (photos/{id}.webp; server/modules/media/stored-files.ts). */
    bytes: bytea('bytes'),
    createdAt: createdAt(),
  },
  (t) => [index('photos_user').on(t.userId)],
);

/**
 * A CV is one row: its lists are JSONB columns typed by the shared domain schema, so a save is one
 * atomic write and a public page is one read.
 */
export const cvs = pgTable(
  'cvs',
  {
    id: id(),
    userId: ownerId(),
    // The content's columns carry the CV schema's own names and types, so a row and the domain's
    // CvContent are the same shape (src/domain/cv.ts).
    title: text('title').notNull().default(''),
    slug: text('slug'),
    theme: text('theme').$type<Theme>().notNull().default('templateA'),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    current_job_title: text('current_job_title').notNull().default(''),
    bio_title: text('bio_title').notNull().default(''),
    bio_description: text('bio_description').notNull().default(''),
    language: text('language').$type<Language>().notNull().default('en'),
    is_public: boolean('is_public').notNull().default(true),
    /**
     * Made before the account's address was proven, maybe by someone else: private since the
     * owner proved it, and listed for them to keep or delete (`forgetClaimant`).
     */
    inReview: boolean('in_review').notNull().default(false),
    /** The owner's choice to end the PDF with a QR code of the CV's public link. */
    pdf_qr_code: boolean('pdf_qr_code').notNull().default(false),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    experiences: jsonb('experiences').$type<Experience[]>().notNull().default([]),
    educations: jsonb('educations').$type<Education[]>().notNull().default([]),
    skills: jsonb('skills').$type<Skill[]>().notNull().default([]),
    links: jsonb('links').$type<Link[]>().notNull().default([]),
    /**
     * The lists of "More sections" (projects, certificates, languages, interests, …), each under
     * its name: a list added to the domain needs no column (docs/decisions.md, "The lists beyond
     * the first four share one column"). server/modules/cv/more-lists.ts reads and writes it.
     */
    moreLists: jsonb('more_lists').$type<Partial<MoreRows>>().notNull().default({}),
    custom_sections: jsonb('custom_sections').$type<CustomSection[]>().notNull().default([]),
    section_order: jsonb('section_order').$type<SectionKey[]>().notNull().default([]),
    hidden_sections: jsonb('hidden_sections').$type<SectionKey[]>().notNull().default([]),
    /** The owner's design choices (src/domain/design.ts); a key not chosen is the template's. */
    design: jsonb('design').$type<CvDesign>().notNull().default({}),
    /** The CV's other language versions (src/domain/cv-translations.ts) and their sources. */
    translations: jsonb('translations').$type<CvTranslations>().notNull().default({}),
    translationSources: jsonb('translation_sources')
      .$type<TranslationSources>()
      .notNull()
      .default({}),
    /** Goes up by one on every write: the CV's ETag. */
    version: integer('version').notNull().default(1),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cvs_user').on(t.userId, t.updatedAt),
    // A photo's CV: the public photo's check, and the foreign key when a photo row is deleted.
    index('cvs_photo').on(t.photoId),
    uniqueIndex('cvs_user_slug_unique').on(t.userId, sql`lower(${t.slug})`),
    uniqueIndex('cvs_user_idempotency_unique').on(t.userId, t.idempotencyKey),
  ],
);

/** The CV a row belongs to; it goes when the CV goes. */
const cvId = () => belongsTo('cv_id', () => cvs.id);

/**
 * The changes edit_cv has applied under an `Idempotency-Key` (a phone's waiting change, sent again
 * when the answer was lost): a key seen before is answered with the CV as it is, not applied twice.
 * Kept per CV for a while and to a bound (the CV service prunes them at each keyed write).
 */
export const cvEditKeys = pgTable(
  'cv_edit_keys',
  {
    cvId: cvId(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cvId, t.key] }),
    index('cv_edit_keys_age').on(t.cvId, t.createdAt),
  ],
);

/**
 * A public CV's views, one row per CV, day (UTC), channel, language version and version of the CV
 * (a job application's own link): only these sums,
 * nothing about a visitor. A day's `visitors` add up to the CV's sketch count of the day, shared out
 * to the rows by the new visitors each brought (docs/decisions.md, "Who saw my CV").
 * `previews` are other sites' crawlers drawing a link preview (channel: the site that made it).
 */
export const cvDailyCounts = pgTable(
  'cv_daily_counts',
  {
    cvId: cvId(),
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').$type<Channel>().notNull(),
    language: text('language').$type<Language>().notNull(),
    /** The job application whose version's own link was opened; '' for the CV's own address. */
    version: text('version').notNull().default(''),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    previews: integer('previews').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cvId, t.day, t.channel, t.language, t.version] })],
);

/**
 * A job application of the account: the job (company, role, the ad and its address), where it
 * stands, when to follow it up, the owner's notes, and its version of one of the owner's CVs, kept
 * as what the version does differently (`overrides`, src/domain/cv-version.ts). Its fields carry
 * the domain's names (src/domain/applications.ts); it goes with its CV and with the account.
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    userId: ownerId(),
    cvId: cvId(),
    company: text('company').notNull(),
    role: text('role').notNull().default(''),
    job_ad: text('job_ad').notNull().default(''),
    url: text('url').notNull().default(''),
    status: text('status').$type<ApplicationStatus>().notNull().default('saved'),
    applied_on: date('applied_on', { mode: 'string' }),
    follow_up_on: date('follow_up_on', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    overrides: jsonb('overrides').$type<VersionOverrides>().notNull().default({}),
    /** The key of the version's own public link (src/domain/applications.ts); null: none. */
    share_key: text('share_key'),
    /** The cover letter for the job (src/domain/cover-letter.ts); null until one is started. */
    letter: jsonb('letter').$type<CoverLetter>(),
    /** Goes up on every change of the application or its version: with its CV's, the ETag. */
    version: integer('version').notNull().default(1),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('applications_user').on(t.userId, t.createdAt),
    // A CV's applications (the foreign key's cascade when the CV goes), and a version's public
    // link, which its CV's page looks up by the key.
    index('applications_cv_share_key').on(t.cvId, t.share_key),
    uniqueIndex('applications_user_idempotency_unique').on(t.userId, t.idempotencyKey),
  ],
);

/**
 * The changes an application's PATCH (or its version's) applied under an `Idempotency-Key`, as
 * `cv_edit_keys` keeps a CV's: a key seen before is answered, not applied twice.
 */
export const applicationEditKeys = pgTable(
  'application_edit_keys',
  {
    applicationId: belongsTo('application_id', () => applications.id),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.key] }),
    index('application_edit_keys_age').on(t.applicationId, t.createdAt),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: text('language').notNull().default('en'),
  ip: text('ip'),
  createdAt: createdAt(),
  mailedAt: at('mailed_at'),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAt(),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
  },
  (t) => [uniqueIndex('newsletter_email_unique').on(textKey(t.email))],
);

/** Every payment-provider event we processed, so a replayed event changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    providerCreatedAt: at('provider_created_at').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index('payment_events_user').on(t.userId, t.providerCreatedAt)],
);

/** Premium state per user as last set by the provider, with the event time that set it. */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerSubscriptionId: text('provider_subscription_id'),
  status: text('status').notNull(),
  currentPeriodEnd: at('current_period_end'),
  updatedByEventAt: at('updated_by_event_at').notNull(),
});

export const schema = {
  users,
  socialAccounts,
  sessions,
  passkeys,
  totpSecrets,
  recoveryCodes,
  secondFactorResets,
  refreshTokens,
  oneTimeTokens,
  releasedUsernames,
  photos,
  cvs,
  cvEditKeys,
  cvDailyCounts,
  applications,
  applicationEditKeys,
  contactMessages,
  newsletterSubscribers,
  paymentEvents,
  subscriptions,
};

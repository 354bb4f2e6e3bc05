ALTER TABLE "sessions" ADD COLUMN "second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Live sessions that passed a second factor: those signed in with a code or a passkey, and every
-- live one of an account with two-step sign-in on (turning it on ended the others).
UPDATE "sessions" SET "second_factor" = true
WHERE "ended_at" IS NULL AND (
  "proven_by" IN ('two_step', 'passkey')
  OR "user_id" IN (SELECT "user_id" FROM "totp_secrets" WHERE "confirmed_at" IS NOT NULL)
);

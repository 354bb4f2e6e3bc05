ALTER TABLE "second_factor_resets" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "proven_by" text DEFAULT 'password' NOT NULL;
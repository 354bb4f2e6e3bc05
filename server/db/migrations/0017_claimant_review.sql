ALTER TABLE "cvs" ADD COLUMN "in_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_in_review" boolean DEFAULT false NOT NULL;
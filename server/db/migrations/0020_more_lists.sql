-- The lists of "More sections" move into one column, each under its list's name, so a list added
-- to the domain needs no column of its own (docs/decisions.md).
ALTER TABLE "cvs" ADD COLUMN "more_lists" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "cvs" SET "more_lists" = jsonb_build_object(
  'projects', "projects",
  'certificates', "certificates",
  'language_skills', "language_skills",
  'interests', "interests"
);--> statement-breakpoint
ALTER TABLE "cvs" DROP COLUMN "projects";--> statement-breakpoint
ALTER TABLE "cvs" DROP COLUMN "certificates";--> statement-breakpoint
ALTER TABLE "cvs" DROP COLUMN "language_skills";--> statement-breakpoint
ALTER TABLE "cvs" DROP COLUMN "interests";

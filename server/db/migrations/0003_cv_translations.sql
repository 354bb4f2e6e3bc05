ALTER TABLE "cvs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cvs" ADD COLUMN "translation_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Every experience and education gets the stable id skills and links already have, so that a
-- translation follows its row through reordering and removal.
UPDATE "cvs" SET "experiences" = (
	SELECT coalesce(jsonb_agg(CASE WHEN row ? 'uuid' THEN row ELSE row || jsonb_build_object('uuid', gen_random_uuid()) END ORDER BY position), '[]'::jsonb)
	FROM jsonb_array_elements("experiences") WITH ORDINALITY AS rows(row, position)
) WHERE jsonb_path_exists("experiences", '$[*] ? (!exists(@.uuid))');--> statement-breakpoint
UPDATE "cvs" SET "educations" = (
	SELECT coalesce(jsonb_agg(CASE WHEN row ? 'uuid' THEN row ELSE row || jsonb_build_object('uuid', gen_random_uuid()) END ORDER BY position), '[]'::jsonb)
	FROM jsonb_array_elements("educations") WITH ORDINALITY AS rows(row, position)
) WHERE jsonb_path_exists("educations", '$[*] ? (!exists(@.uuid))');

-- A CV's design choices (issue 49): a key not chosen is the template's own, so every CV starts with none.
ALTER TABLE "cvs" ADD COLUMN "design" jsonb DEFAULT '{}'::jsonb NOT NULL;
ALTER TABLE "applications" ADD COLUMN "share_key" text;--> statement-breakpoint
DROP INDEX "applications_cv";--> statement-breakpoint
CREATE INDEX "applications_cv_share_key" ON "applications" USING btree ("cv_id","share_key");--> statement-breakpoint
ALTER TABLE "cv_daily_counts" ADD COLUMN "version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_daily_counts" DROP CONSTRAINT "cv_daily_counts_cv_id_day_channel_language_pk";--> statement-breakpoint
ALTER TABLE "cv_daily_counts" ADD CONSTRAINT "cv_daily_counts_cv_id_day_channel_language_version_pk" PRIMARY KEY("cv_id","day","channel","language","version");

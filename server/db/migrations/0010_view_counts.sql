CREATE TABLE "cv_daily_counts" (
	"cv_id" uuid NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"previews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cv_daily_counts_cv_id_day_channel_language_pk" PRIMARY KEY("cv_id","day","channel","language")
);
--> statement-breakpoint
ALTER TABLE "cv_daily_counts" ADD CONSTRAINT "cv_daily_counts_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE cascade ON UPDATE no action;
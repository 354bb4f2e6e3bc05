CREATE TABLE "cv_edit_keys" (
	"cv_id" uuid NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_edit_keys_cv_id_key_pk" PRIMARY KEY("cv_id","key")
);
--> statement-breakpoint
ALTER TABLE "cv_edit_keys" ADD CONSTRAINT "cv_edit_keys_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_edit_keys_age" ON "cv_edit_keys" USING btree ("cv_id","created_at");
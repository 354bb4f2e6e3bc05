CREATE TABLE "application_edit_keys" (
	"application_id" uuid NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_edit_keys_application_id_key_pk" PRIMARY KEY("application_id","key")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"cv_id" uuid NOT NULL,
	"company" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"job_ad" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'saved' NOT NULL,
	"applied_on" date,
	"follow_up_on" date,
	"notes" text DEFAULT '' NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_edit_keys" ADD CONSTRAINT "application_edit_keys_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_edit_keys_age" ON "application_edit_keys" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_user" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_cv" ON "applications" USING btree ("cv_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_idempotency_unique" ON "applications" USING btree ("user_id","idempotency_key");
CREATE TABLE "released_usernames" (
	"username" text NOT NULL,
	"user_id" uuid NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "released_usernames" ADD CONSTRAINT "released_usernames_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "released_usernames_name_unique" ON "released_usernames" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "released_usernames_user" ON "released_usernames" USING btree ("user_id");
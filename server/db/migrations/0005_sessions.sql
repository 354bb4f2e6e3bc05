CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"proven_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "released_usernames" DROP CONSTRAINT "released_usernames_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "released_usernames" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- Each refresh-token family signed in before this migration becomes a session: proven when it began,
-- ended when no token of it is left alive.
INSERT INTO "sessions" ("id", "user_id", "created_at", "proven_at", "ended_at")
SELECT "family_id", min("user_id"::text)::uuid, min("created_at"), min("created_at"),
  CASE WHEN bool_or("revoked_at" IS NULL AND "expires_at" > now()) THEN NULL ELSE now() END
FROM "refresh_tokens" GROUP BY "family_id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_sessions_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "released_usernames" ADD CONSTRAINT "released_usernames_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
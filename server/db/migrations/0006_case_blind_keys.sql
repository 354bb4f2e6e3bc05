DROP INDEX "newsletter_email_unique";--> statement-breakpoint
DROP INDEX "released_usernames_name_unique";--> statement-breakpoint
DROP INDEX "users_email_unique";--> statement-breakpoint
DROP INDEX "users_username_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_unique" ON "newsletter_subscribers" USING btree (translate(lower("email"), 'ÄÖÅÜÉẞ', 'äöåüéß'));--> statement-breakpoint
CREATE UNIQUE INDEX "released_usernames_name_unique" ON "released_usernames" USING btree (translate(lower("username"), 'ÄÖÅÜÉẞ', 'äöåüéß'));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (translate(lower("email"), 'ÄÖÅÜÉẞ', 'äöåüéß'));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (translate(lower("username"), 'ÄÖÅÜÉẞ', 'äöåüéß'));
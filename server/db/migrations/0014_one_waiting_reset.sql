-- A waiting reset beyond an account's oldest is cancelled first: the oldest keeps its date.
UPDATE "second_factor_resets" AS r SET "cancelled_at" = now()
WHERE r."cancelled_at" IS NULL AND r."completed_at" IS NULL AND EXISTS (
  SELECT 1 FROM "second_factor_resets" AS o
  WHERE o."user_id" = r."user_id" AND o."cancelled_at" IS NULL AND o."completed_at" IS NULL
    AND (o."created_at", o."id") < (r."created_at", r."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "second_factor_resets_one_waiting" ON "second_factor_resets" USING btree ("user_id") WHERE "second_factor_resets"."cancelled_at" is null and "second_factor_resets"."completed_at" is null;
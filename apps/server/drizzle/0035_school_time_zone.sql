ALTER TABLE "schools" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ALTER COLUMN "time_zone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_settings" ALTER COLUMN "time_zone" DROP NOT NULL;--> statement-breakpoint
-- Issue 30 bug 4 (decision 072): 'UTC' was the column's default, not a choice; a student
-- who never picked a zone now follows the school's (null).
UPDATE "notification_settings" SET "time_zone" = NULL WHERE "time_zone" = 'UTC';

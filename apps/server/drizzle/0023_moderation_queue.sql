DROP INDEX "reports_once_idx";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_note" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "moderation_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moderation_hidden_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("subject_type","subject_id","reporter_id") WHERE "reports"."status" = 'open';
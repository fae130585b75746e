-- Decision 073: the rollup keeps open days' rows written before a moment, so a request
-- counts only later ones live, found by the new index. now() is stable, so the column is
-- added without rewriting the table: rows written before this migration share its moment.
ALTER TABLE "daily_activity" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "overview_rollup_state" ADD COLUMN "counted_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "overview_rollup_state" ADD COLUMN "closed_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "daily_activity_school_written_idx" ON "daily_activity" USING btree ("school_id","created_at");
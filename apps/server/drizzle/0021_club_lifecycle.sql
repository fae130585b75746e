ALTER TABLE "clubs" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "requested_by" bigint;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_requested_by_school_fk" FOREIGN KEY ("requested_by","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clubs_school_status_idx" ON "clubs" USING btree ("school_id","status");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_status_check" CHECK ("clubs"."status" in ('pending', 'active', 'archived'));
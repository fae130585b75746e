CREATE TABLE "event_approval_rules" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_status_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "event_approval_rules" ADD CONSTRAINT "event_approval_rules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_check" CHECK ("events"."status" in ('draft', 'pending', 'submitted', 'published', 'cancelled'));
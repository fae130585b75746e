ALTER TABLE "experiences" ADD COLUMN "kind" text DEFAULT 'work' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;
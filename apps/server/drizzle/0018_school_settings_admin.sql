ALTER TABLE "schools" ADD COLUMN "sections" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "logo_url" text;
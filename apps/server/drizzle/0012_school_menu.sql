ALTER TABLE "schools" ADD COLUMN "menu_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "hubs" jsonb DEFAULT '[]'::jsonb NOT NULL;
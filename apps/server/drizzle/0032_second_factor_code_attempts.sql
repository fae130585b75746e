ALTER TABLE "second_factors" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "second_factors" ADD COLUMN "code_attempts_since" timestamp with time zone;
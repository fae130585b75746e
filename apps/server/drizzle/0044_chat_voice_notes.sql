ALTER TABLE "chat_files" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "chat_files" ADD COLUMN "waveform" text;
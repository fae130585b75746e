CREATE TABLE "stored_file_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_files" (
	"id" text PRIMARY KEY NOT NULL,
	"response_id" bigint NOT NULL,
	"form_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"has_preview" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_response_id_form_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."form_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_files_response_idx" ON "form_files" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "form_files_form_idx" ON "form_files" USING btree ("form_id");--> statement-breakpoint
-- Decision 112: a row that names a stored file queues the file's deletion when it goes,
-- whatever deletes it (its own route, a cascade from a form, a club, a message or an
-- account), in that transaction; the `stored-files-sweep` job deletes the bytes. The key is
-- TG_ARGV[0] || school_id || '/' || id, and its '-preview' when TG_ARGV[1] = 'preview'.
CREATE FUNCTION "queue_stored_file_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"stored" text := TG_ARGV[0] || OLD."school_id" || '/' || OLD."id";
BEGIN
	INSERT INTO "stored_file_deletions" ("key") VALUES ("stored") ON CONFLICT DO NOTHING;
	IF TG_ARGV[1] = 'preview' THEN
		INSERT INTO "stored_file_deletions" ("key") VALUES ("stored" || '-preview')
		ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "form_files_stored_deletion" AFTER DELETE ON "form_files"
	FOR EACH ROW EXECUTE FUNCTION "queue_stored_file_deletion"('forms/', 'preview');
--> statement-breakpoint
CREATE TRIGGER "budget_receipts_stored_deletion" AFTER DELETE ON "budget_receipts"
	FOR EACH ROW EXECUTE FUNCTION "queue_stored_file_deletion"('budget-receipts/');
--> statement-breakpoint
CREATE TRIGGER "chat_files_stored_deletion" AFTER DELETE ON "chat_files"
	FOR EACH ROW EXECUTE FUNCTION "queue_stored_file_deletion"('chat/', 'preview');
--> statement-breakpoint
CREATE TRIGGER "post_images_stored_deletion" AFTER DELETE ON "post_images"
	FOR EACH ROW EXECUTE FUNCTION "queue_stored_file_deletion"('feed/', 'preview');

CREATE TABLE "chat_link_previews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_link_previews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"url" text NOT NULL,
	"site_name" text,
	"title" text,
	"description" text,
	"has_image" boolean DEFAULT false NOT NULL,
	"failed" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "link_preview_id" bigint;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "link_preview_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_link_previews" ADD CONSTRAINT "chat_link_previews_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_link_previews_url_idx" ON "chat_link_previews" USING btree ("school_id","url");--> statement-breakpoint
CREATE INDEX "chat_link_previews_fetched_idx" ON "chat_link_previews" USING btree ("fetched_at");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_link_preview_id_chat_link_previews_id_fk" FOREIGN KEY ("link_preview_id") REFERENCES "public"."chat_link_previews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_link_preview_idx" ON "chat_messages" USING btree ("link_preview_id") WHERE "chat_messages"."link_preview_id" is not null;
CREATE TABLE "connection_request_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connection_request_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"requester_id" bigint NOT NULL,
	"addressee_id" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"declined_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "menu_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "hubs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_request_log" ADD CONSTRAINT "connection_request_log_requester_school_fk" FOREIGN KEY ("requester_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_request_log" ADD CONSTRAINT "connection_request_log_addressee_school_fk" FOREIGN KEY ("addressee_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_request_log_pair_idx" ON "connection_request_log" USING btree ("requester_id","addressee_id","sent_at");
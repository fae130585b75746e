CREATE TABLE "transcript_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcript_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"title" text NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"quarter_hours" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text DEFAULT '' NOT NULL,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transcript_entries_uid_unique" UNIQUE("uid"),
	CONSTRAINT "transcript_entries_status_check" CHECK ("transcript_entries"."status" in ('pending', 'approved', 'returned')),
	CONSTRAINT "transcript_entries_hours_check" CHECK ("transcript_entries"."quarter_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transcript_shares" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcript_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "transcript_shares_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "transcript_terms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcript_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "transcript_terms_uid_unique" UNIQUE("uid"),
	CONSTRAINT "transcript_terms_id_school_uq" UNIQUE("id","school_id"),
	CONSTRAINT "transcript_terms_kind_check" CHECK ("transcript_terms"."kind" in ('category', 'outcome'))
);
--> statement-breakpoint
ALTER TABLE "transcript_entries" ADD CONSTRAINT "transcript_entries_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_entries" ADD CONSTRAINT "transcript_entries_category_school_fk" FOREIGN KEY ("category_id","school_id") REFERENCES "public"."transcript_terms"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_shares" ADD CONSTRAINT "transcript_shares_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_terms" ADD CONSTRAINT "transcript_terms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcript_entries_user_idx" ON "transcript_entries" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "transcript_entries_school_status_idx" ON "transcript_entries" USING btree ("school_id","status","created_at");--> statement-breakpoint
CREATE INDEX "transcript_shares_user_idx" ON "transcript_shares" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transcript_terms_school_name_uq" ON "transcript_terms" USING btree ("school_id","kind",lower("name"));
CREATE TABLE "form_respondents" (
	"form_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"responses" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "form_respondents_form_id_user_id_pk" PRIMARY KEY("form_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "form_responses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"form_id" bigint NOT NULL,
	"user_id" bigint,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_responses_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" integer NOT NULL,
	"club_id" bigint,
	"audience" text NOT NULL,
	"event_id" bigint,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"responses_per_person" text NOT NULL,
	"anonymous" boolean NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"closes_at" timestamp with time zone,
	"response_count" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_uid_unique" UNIQUE("uid"),
	CONSTRAINT "forms_status_check" CHECK ("forms"."status" in ('draft', 'open', 'closed')),
	CONSTRAINT "forms_audience_check" CHECK ("forms"."audience" in ('club', 'event', 'school')),
	CONSTRAINT "forms_event_check" CHECK (("forms"."audience" = 'event') = ("forms"."event_id" is not null)),
	CONSTRAINT "forms_club_audience_check" CHECK ("forms"."audience" <> 'club' or "forms"."club_id" is not null),
	CONSTRAINT "forms_per_person_check" CHECK ("forms"."responses_per_person" in ('one', 'many'))
);
--> statement-breakpoint
ALTER TABLE "form_respondents" ADD CONSTRAINT "form_respondents_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_respondents" ADD CONSTRAINT "form_respondents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_club_school_fk" FOREIGN KEY ("club_id","school_id") REFERENCES "public"."clubs"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_respondents_user_idx" ON "form_respondents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "form_responses_form_idx" ON "form_responses" USING btree ("form_id","submitted_at");--> statement-breakpoint
CREATE INDEX "forms_club_idx" ON "forms" USING btree ("club_id","updated_at");--> statement-breakpoint
CREATE INDEX "forms_school_open_idx" ON "forms" USING btree ("school_id","audience") WHERE "forms"."status" = 'open';
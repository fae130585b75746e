CREATE TABLE "lms_accounts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_user_id" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "lms_announcements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lms_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"course_id" bigint NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"author_name" text,
	"posted_at" timestamp with time zone NOT NULL,
	"html_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lms_announcements_external_uq" UNIQUE("school_id","source","external_id")
);
--> statement-breakpoint
CREATE TABLE "lms_assignments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lms_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"course_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"due_at" timestamp with time zone,
	"points_possible" double precision,
	"html_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lms_assignments_external_uq" UNIQUE("school_id","source","external_id")
);
--> statement-breakpoint
CREATE TABLE "lms_courses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lms_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"course_code" text NOT NULL,
	"term_name" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"html_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lms_courses_external_uq" UNIQUE("school_id","source","external_id")
);
--> statement-breakpoint
CREATE TABLE "lms_enrollments" (
	"school_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"role" text NOT NULL,
	"current_score" double precision,
	"current_grade" text,
	"final_score" double precision,
	"final_grade" text,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lms_enrollments_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "lms_notices" (
	"school_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lms_notices_pk" PRIMARY KEY("user_id","kind","item_id"),
	CONSTRAINT "lms_notices_kind" CHECK ("lms_notices"."kind" in ('assignment', 'quiz', 'announcement', 'grade', 'due-reminder'))
);
--> statement-breakpoint
CREATE TABLE "lms_settings" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"base_url" text NOT NULL,
	"client_id" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lms_submissions" (
	"school_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"assignment_id" bigint NOT NULL,
	"state" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" double precision,
	"grade" text,
	"graded_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"missing" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lms_submissions_pk" PRIMARY KEY("user_id","assignment_id")
);
--> statement-breakpoint
CREATE TABLE "finance_settings" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"pay_url" text,
	"pay_label" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"contact" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_configs" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_api_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"hash" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"replaces_id" bigint,
	CONSTRAINT "school_api_keys_prefix_unique" UNIQUE("prefix")
);
--> statement-breakpoint
CREATE TABLE "sis_balances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sis_balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"term_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint NOT NULL,
	"due_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sis_balances_external_uq" UNIQUE("school_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "sis_enrollments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sis_enrollments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"section_id" bigint NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sis_enrollments_external_uq" UNIQUE("school_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "sis_holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sis_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"reason" text,
	"blocks" text[] NOT NULL,
	"how_to_clear" text NOT NULL,
	"contact" text,
	"placed_on" date NOT NULL,
	"resolved_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sis_holds_external_uq" UNIQUE("school_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "sis_ledger_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sis_ledger_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"balance_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"description" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"posted_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sis_ledger_items_external_uq" UNIQUE("school_id","kind","external_id")
);
--> statement-breakpoint
CREATE TABLE "sis_meetings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sis_meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"section_id" bigint NOT NULL,
	"days" text[] NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"location" text,
	"kind" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sis_meetings_external_uq" UNIQUE("school_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "sis_sections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sis_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"term_id" bigint NOT NULL,
	"course_code" text NOT NULL,
	"title" text NOT NULL,
	"section_code" text,
	"instructor" text,
	"credits" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sis_sections_external_uq" UNIQUE("school_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "sis_terms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sis_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sis_terms_external_uq" UNIQUE("school_id","external_id"),
	CONSTRAINT "sis_terms_dates" CHECK ("sis_terms"."ends_on" >= "sis_terms"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "lms_accounts" ADD CONSTRAINT "lms_accounts_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_announcements" ADD CONSTRAINT "lms_announcements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_announcements" ADD CONSTRAINT "lms_announcements_course_id_lms_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lms_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_assignments" ADD CONSTRAINT "lms_assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_assignments" ADD CONSTRAINT "lms_assignments_course_id_lms_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lms_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_courses" ADD CONSTRAINT "lms_courses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_enrollments" ADD CONSTRAINT "lms_enrollments_course_id_lms_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lms_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_enrollments" ADD CONSTRAINT "lms_enrollments_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_notices" ADD CONSTRAINT "lms_notices_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_settings" ADD CONSTRAINT "lms_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_submissions" ADD CONSTRAINT "lms_submissions_assignment_id_lms_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."lms_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_submissions" ADD CONSTRAINT "lms_submissions_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_settings" ADD CONSTRAINT "finance_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_configs" ADD CONSTRAINT "schedule_configs_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_api_keys" ADD CONSTRAINT "school_api_keys_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_balances" ADD CONSTRAINT "sis_balances_term_id_sis_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."sis_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_balances" ADD CONSTRAINT "sis_balances_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_enrollments" ADD CONSTRAINT "sis_enrollments_section_id_sis_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sis_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_enrollments" ADD CONSTRAINT "sis_enrollments_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_holds" ADD CONSTRAINT "sis_holds_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_ledger_items" ADD CONSTRAINT "sis_ledger_items_balance_id_sis_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."sis_balances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_meetings" ADD CONSTRAINT "sis_meetings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_meetings" ADD CONSTRAINT "sis_meetings_section_id_sis_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sis_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_sections" ADD CONSTRAINT "sis_sections_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_sections" ADD CONSTRAINT "sis_sections_term_id_sis_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."sis_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sis_terms" ADD CONSTRAINT "sis_terms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lms_announcements_course_posted_idx" ON "lms_announcements" USING btree ("course_id","posted_at");--> statement-breakpoint
CREATE INDEX "lms_assignments_course_due_idx" ON "lms_assignments" USING btree ("course_id","due_at");--> statement-breakpoint
CREATE INDEX "lms_enrollments_course_idx" ON "lms_enrollments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lms_submissions_assignment_idx" ON "lms_submissions" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "school_api_keys_school_idx" ON "school_api_keys" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "sis_balances_user_idx" ON "sis_balances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sis_enrollments_user_idx" ON "sis_enrollments" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "sis_holds_user_idx" ON "sis_holds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sis_ledger_items_balance_idx" ON "sis_ledger_items" USING btree ("balance_id","posted_on");--> statement-breakpoint
CREATE INDEX "sis_meetings_section_idx" ON "sis_meetings" USING btree ("section_id");
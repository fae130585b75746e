CREATE TABLE "budget_request_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_request_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"sort_order" integer NOT NULL,
	"description" text NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "budget_request_items_amount_check" CHECK ("budget_request_items"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "budget_request_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_request_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"stage" integer NOT NULL,
	"round" integer NOT NULL,
	"decision" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_request_reviews_decision_check" CHECK ("budget_request_reviews"."decision" in ('approve', 'return', 'reject'))
);
--> statement-breakpoint
CREATE TABLE "budget_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"club_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"purpose" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"term_key" text NOT NULL,
	"term_name" text NOT NULL,
	"submitted_by" bigint,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_requests_uid_unique" UNIQUE("uid"),
	CONSTRAINT "budget_requests_status_check" CHECK ("budget_requests"."status" in ('submitted', 'returned', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "budget_requests_stage_check" CHECK ("budget_requests"."stage" >= 1)
);
--> statement-breakpoint
ALTER TABLE "budget_request_items" ADD CONSTRAINT "budget_request_items_request_id_budget_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."budget_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_request_reviews" ADD CONSTRAINT "budget_request_reviews_request_id_budget_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."budget_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_request_reviews" ADD CONSTRAINT "budget_request_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_requests" ADD CONSTRAINT "budget_requests_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_requests" ADD CONSTRAINT "budget_requests_club_school_fk" FOREIGN KEY ("club_id","school_id") REFERENCES "public"."clubs"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_request_items_request_idx" ON "budget_request_items" USING btree ("request_id","sort_order");--> statement-breakpoint
CREATE INDEX "budget_request_reviews_request_idx" ON "budget_request_reviews" USING btree ("request_id","decided_at");--> statement-breakpoint
CREATE INDEX "budget_requests_club_idx" ON "budget_requests" USING btree ("club_id","submitted_at");--> statement-breakpoint
CREATE INDEX "budget_requests_waiting_idx" ON "budget_requests" USING btree ("school_id","submitted_at") WHERE "budget_requests"."status" = 'submitted';
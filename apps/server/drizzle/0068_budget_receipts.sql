CREATE TABLE "budget_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_receipts" ADD CONSTRAINT "budget_receipts_request_id_budget_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."budget_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_receipts" ADD CONSTRAINT "budget_receipts_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_receipts_request_idx" ON "budget_receipts" USING btree ("request_id","created_at");
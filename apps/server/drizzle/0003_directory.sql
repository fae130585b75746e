CREATE TABLE "badges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "badges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"icon_url" text NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"requester_id" bigint NOT NULL,
	"addressee_id" bigint NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experiences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"organization" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone_home" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "current_address" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "field_visibility" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "profile_visibility_defaults" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower("users"."first_name" || ' ' || "users"."last_name")) STORED;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_requester_school_fk" FOREIGN KEY ("requester_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_addressee_school_fk" FOREIGN KEY ("addressee_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badges_user_idx" ON "badges" USING btree ("user_id","awarded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "connections_pair_idx" ON "connections" USING btree ("school_id",least("requester_id", "addressee_id"),greatest("requester_id", "addressee_id"));--> statement-breakpoint
CREATE INDEX "connections_addressee_idx" ON "connections" USING btree ("addressee_id","status");--> statement-breakpoint
CREATE INDEX "connections_requester_idx" ON "connections" USING btree ("requester_id","status");--> statement-breakpoint
CREATE INDEX "experiences_user_idx" ON "experiences" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "profiles_languages_idx" ON "profiles" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "profiles_interests_idx" ON "profiles" USING gin ("interests");--> statement-breakpoint
CREATE INDEX "profiles_industries_idx" ON "profiles" USING gin ("industries");--> statement-breakpoint
CREATE INDEX "profiles_sports_idx" ON "profiles" USING gin ("sports");--> statement-breakpoint
CREATE INDEX "profiles_looking_for_idx" ON "profiles" USING gin ("looking_for");--> statement-breakpoint
CREATE INDEX "users_search_name_trgm_idx" ON "users" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_school_created_idx" ON "users" USING btree ("school_id","created_at");
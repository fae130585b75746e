CREATE TABLE "development_goals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "development_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"detail" text,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"target_date" date,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "development_skills" (
	"school_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"skills" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "development_skills_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
ALTER TABLE "development_goals" ADD CONSTRAINT "development_goals_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_skills" ADD CONSTRAINT "development_skills_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "development_goals_user_idx" ON "development_goals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_location_trgm_idx" ON "events" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_description_fts_idx" ON "events" USING gin (to_tsvector('english', "description"));--> statement-breakpoint
CREATE INDEX "post_comments_text_fts_idx" ON "post_comments" USING gin (to_tsvector('english', "body_text"));--> statement-breakpoint
CREATE INDEX "post_comments_school_recent_idx" ON "post_comments" USING btree ("school_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "post_comments"."deleted_at" is null and "post_comments"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "posts_text_fts_idx" ON "posts" USING gin (to_tsvector('english', (coalesce("title", '') || ' ' || "body_text")));--> statement-breakpoint
CREATE INDEX "posts_school_recent_idx" ON "posts" USING btree ("school_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."deleted_at" is null and "posts"."hidden_at" is null;
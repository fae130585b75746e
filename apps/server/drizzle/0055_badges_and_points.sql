CREATE TABLE "badge_definitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "badge_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"criterion" jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "badge_definitions_uid_unique" UNIQUE("uid"),
	CONSTRAINT "badge_definitions_id_school_uq" UNIQUE("id","school_id"),
	CONSTRAINT "badge_definitions_points_check" CHECK ("badge_definitions"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "badge_points" (
	"badge_id" bigint PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"term_key" text NOT NULL,
	"term_name" text NOT NULL,
	"points" integer NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_opt_ins" (
	"user_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_opt_ins_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "definition_id" bigint;--> statement-breakpoint
ALTER TABLE "badge_definitions" ADD CONSTRAINT "badge_definitions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_points" ADD CONSTRAINT "badge_points_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_points" ADD CONSTRAINT "badge_points_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_opt_ins" ADD CONSTRAINT "leaderboard_opt_ins_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_definitions_school_idx" ON "badge_definitions" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "badge_points_term_idx" ON "badge_points" USING btree ("school_id","term_key","user_id");--> statement-breakpoint
CREATE INDEX "badge_points_user_idx" ON "badge_points" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_opt_ins_school_idx" ON "leaderboard_opt_ins" USING btree ("school_id");--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_definition_school_fk" FOREIGN KEY ("definition_id","school_id") REFERENCES "public"."badge_definitions"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badges_user_definition_uq" ON "badges" USING btree ("user_id","definition_id");--> statement-breakpoint
CREATE INDEX "badges_definition_idx" ON "badges" USING btree ("definition_id");
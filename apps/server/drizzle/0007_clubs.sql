CREATE TABLE "club_memberships" (
	"club_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_memberships_club_id_user_id_pk" PRIMARY KEY("club_id","user_id"),
	CONSTRAINT "club_memberships_role_check" CHECK ("club_memberships"."role" in ('member', 'officer'))
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"logo_url" text,
	"cover_url" text,
	"additional_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_uid_unique" UNIQUE("uid"),
	CONSTRAINT "clubs_id_school_uq" UNIQUE("id","school_id")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "preference_key" text;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_club_school_fk" FOREIGN KEY ("club_id","school_id") REFERENCES "public"."clubs"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_memberships_user_idx" ON "club_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "club_memberships_club_role_idx" ON "club_memberships" USING btree ("club_id","role");--> statement-breakpoint
CREATE INDEX "clubs_school_name_idx" ON "clubs" USING btree ("school_id",lower("name"));
CREATE TABLE "attendance_event_rollups" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"club_id" bigint,
	"term_key" text NOT NULL,
	"term_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"going" integer NOT NULL,
	"checked_in" integer NOT NULL,
	"no_shows" integer,
	"returning" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_term_rollups" (
	"school_id" integer NOT NULL,
	"term_key" text NOT NULL,
	"club_key" bigint NOT NULL,
	"term_name" text NOT NULL,
	"term_starts_on" date NOT NULL,
	"events" integer NOT NULL,
	"going" integer NOT NULL,
	"checked_in" integer NOT NULL,
	"no_shows" integer NOT NULL,
	"attendees" integer NOT NULL,
	"repeat_attendees" integer NOT NULL,
	"new_members" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attendance_term_rollups_school_id_term_key_club_key_pk" PRIMARY KEY("school_id","term_key","club_key"),
	CONSTRAINT "attendance_term_rollups_club_key" CHECK ("attendance_term_rollups"."club_key" >= -1)
);
--> statement-breakpoint
ALTER TABLE "attendance_event_rollups" ADD CONSTRAINT "attendance_event_rollups_event_fk" FOREIGN KEY ("event_id","school_id") REFERENCES "public"."events"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_term_rollups" ADD CONSTRAINT "attendance_term_rollups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_event_rollups_term_idx" ON "attendance_event_rollups" USING btree ("school_id","term_key","club_id","starts_at");--> statement-breakpoint
CREATE INDEX "attendance_term_rollups_club_idx" ON "attendance_term_rollups" USING btree ("school_id","club_key","term_starts_on");
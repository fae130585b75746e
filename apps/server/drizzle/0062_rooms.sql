CREATE TABLE "rooms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "rooms_uid_unique" UNIQUE("uid"),
	CONSTRAINT "rooms_id_school_uq" UNIQUE("id","school_id"),
	CONSTRAINT "rooms_capacity_positive" CHECK ("rooms"."capacity" is null or "rooms"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "room_id" bigint;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_school_name_idx" ON "rooms" USING btree ("school_id",lower("name")) WHERE "rooms"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_room_school_fk" FOREIGN KEY ("room_id","school_id") REFERENCES "public"."rooms"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Decision 105: no two live events hold one room at once, whoever races (both engines).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_room_no_overlap" EXCLUDE USING gist ("room_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("room_id" IS NOT NULL AND "status" <> 'cancelled');

CREATE TABLE "meeting_slots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" integer NOT NULL,
	"host_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text,
	"note" text,
	"booked_by" bigint,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_slots_uid_unique" UNIQUE("uid"),
	CONSTRAINT "meeting_slots_ends_after_start" CHECK ("meeting_slots"."ends_at" > "meeting_slots"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_host_school_fk" FOREIGN KEY ("host_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_guest_school_fk" FOREIGN KEY ("booked_by","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_slots_host_idx" ON "meeting_slots" USING btree ("host_id","starts_at");--> statement-breakpoint
CREATE INDEX "meeting_slots_guest_idx" ON "meeting_slots" USING btree ("booked_by","starts_at");
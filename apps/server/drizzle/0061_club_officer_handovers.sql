CREATE TABLE "club_officer_handovers" (
	"club_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_officer_handovers_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "club_officer_handovers" ADD CONSTRAINT "club_officer_handovers_club_school_fk" FOREIGN KEY ("club_id","school_id") REFERENCES "public"."clubs"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_officer_handovers" ADD CONSTRAINT "club_officer_handovers_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_officer_handovers_due_idx" ON "club_officer_handovers" USING btree ("ends_at");
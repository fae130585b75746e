CREATE TABLE "club_announcements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"club_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"sender_id" bigint,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_join_requests" (
	"club_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_join_requests_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "closed_membership" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "locked_officers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_announcements" ADD CONSTRAINT "club_announcements_club_school_fk" FOREIGN KEY ("club_id","school_id") REFERENCES "public"."clubs"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_join_requests" ADD CONSTRAINT "club_join_requests_club_school_fk" FOREIGN KEY ("club_id","school_id") REFERENCES "public"."clubs"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_join_requests" ADD CONSTRAINT "club_join_requests_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_announcements_club_sent_idx" ON "club_announcements" USING btree ("club_id","sent_at");--> statement-breakpoint
CREATE INDEX "club_join_requests_user_idx" ON "club_join_requests" USING btree ("user_id");
CREATE TABLE "club_election_candidates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_election_candidates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"election_id" bigint NOT NULL,
	"position_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"statement" text DEFAULT '' NOT NULL,
	"nominated_by" bigint,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_election_candidates_uid_unique" UNIQUE("uid"),
	CONSTRAINT "club_election_candidates_person_uq" UNIQUE("election_id","user_id"),
	CONSTRAINT "club_election_candidates_votes_check" CHECK ("club_election_candidates"."votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "club_election_positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_election_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"election_id" bigint NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer NOT NULL,
	"elected_id" bigint,
	CONSTRAINT "club_election_positions_uid_unique" UNIQUE("uid"),
	CONSTRAINT "club_election_positions_order_uq" UNIQUE("election_id","sort_order")
);
--> statement-breakpoint
CREATE TABLE "club_election_voters" (
	"election_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "club_election_voters_election_id_user_id_pk" PRIMARY KEY("election_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "club_elections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_elections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"club_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"eligible_at" timestamp with time zone NOT NULL,
	"voting_opens_at" timestamp with time zone NOT NULL,
	"voting_closes_at" timestamp with time zone NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "club_elections_uid_unique" UNIQUE("uid"),
	CONSTRAINT "club_elections_dates_check" CHECK ("club_elections"."eligible_at" <= "club_elections"."voting_opens_at" and "club_elections"."voting_opens_at" < "club_elections"."voting_closes_at")
);
--> statement-breakpoint
ALTER TABLE "club_election_candidates" ADD CONSTRAINT "club_election_candidates_election_id_club_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."club_elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_election_candidates" ADD CONSTRAINT "club_election_candidates_position_id_club_election_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."club_election_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_election_candidates" ADD CONSTRAINT "club_election_candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_election_candidates" ADD CONSTRAINT "club_election_candidates_nominated_by_users_id_fk" FOREIGN KEY ("nominated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_election_positions" ADD CONSTRAINT "club_election_positions_election_id_club_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."club_elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_election_voters" ADD CONSTRAINT "club_election_voters_election_id_club_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."club_elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_election_voters" ADD CONSTRAINT "club_election_voters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_elections" ADD CONSTRAINT "club_elections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_elections" ADD CONSTRAINT "club_elections_club_school_fk" FOREIGN KEY ("club_id","school_id") REFERENCES "public"."clubs"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_election_candidates_position_idx" ON "club_election_candidates" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "club_election_candidates_user_idx" ON "club_election_candidates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "club_election_voters_user_idx" ON "club_election_voters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "club_elections_club_idx" ON "club_elections" USING btree ("club_id","voting_opens_at");
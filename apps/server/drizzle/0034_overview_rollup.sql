CREATE TABLE "overview_active_gaps" (
	"school_id" integer NOT NULL,
	"day" date NOT NULL,
	"gap" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "overview_active_gaps_school_id_day_gap_pk" PRIMARY KEY("school_id","day","gap")
);
--> statement-breakpoint
CREATE TABLE "overview_daily_counts" (
	"school_id" integer NOT NULL,
	"measure" text NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "overview_daily_counts_school_id_day_measure_pk" PRIMARY KEY("school_id","day","measure")
);
--> statement-breakpoint
CREATE TABLE "overview_rollup_state" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"closed_through" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "overview_active_gaps" ADD CONSTRAINT "overview_active_gaps_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overview_daily_counts" ADD CONSTRAINT "overview_daily_counts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overview_rollup_state" ADD CONSTRAINT "overview_rollup_state_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
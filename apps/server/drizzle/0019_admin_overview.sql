CREATE TABLE "daily_activity" (
	"school_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "daily_activity_school_id_day_user_id_pk" PRIMARY KEY("school_id","day","user_id")
);
--> statement-breakpoint
ALTER TABLE "daily_activity" ADD CONSTRAINT "daily_activity_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_school_actor_idx" ON "audit_log" USING btree ("school_id","actor_id","id");--> statement-breakpoint
CREATE INDEX "reports_school_created_idx" ON "reports" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_school_created_idx" ON "chat_messages" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "club_memberships_school_joined_idx" ON "club_memberships" USING btree ("school_id","joined_at");--> statement-breakpoint
CREATE INDEX "connections_school_accepted_idx" ON "connections" USING btree ("school_id","updated_at") WHERE "connections"."status" = 'accepted';
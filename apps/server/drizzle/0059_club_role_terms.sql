CREATE TABLE "club_role_terms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_role_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"club_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"role" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "club_role_terms_role_check" CHECK ("club_role_terms"."role" in ('member', 'officer'))
);
--> statement-breakpoint
ALTER TABLE "club_role_terms" ADD CONSTRAINT "club_role_terms_club_school_fk" FOREIGN KEY ("club_id","school_id") REFERENCES "public"."clubs"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_role_terms" ADD CONSTRAINT "club_role_terms_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_role_terms_user_idx" ON "club_role_terms" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "club_role_terms_open_idx" ON "club_role_terms" USING btree ("club_id","user_id") WHERE "club_role_terms"."ended_at" is null;--> statement-breakpoint
-- Decision 102: a student's periods in each role of a club, kept in the transaction that
-- changes the membership. Joining opens one from joined_at; a role change closes the open
-- one and opens the next; leaving (or removal, or erasure's delete) closes it.
CREATE FUNCTION "keep_club_role_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."role" IS NOT DISTINCT FROM OLD."role" THEN RETURN NULL; END IF;
	IF TG_OP <> 'INSERT' THEN
		UPDATE "club_role_terms" SET "ended_at" = now()
		WHERE "club_id" = OLD."club_id" AND "user_id" = OLD."user_id" AND "ended_at" IS NULL;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO "club_role_terms" ("club_id", "user_id", "school_id", "role", "started_at")
		VALUES (NEW."club_id", NEW."user_id", NEW."school_id", NEW."role",
			CASE WHEN TG_OP = 'INSERT' THEN NEW."joined_at" ELSE now() END);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "club_memberships_role_terms" AFTER INSERT OR UPDATE OF "role" OR DELETE
	ON "club_memberships" FOR EACH ROW EXECUTE FUNCTION "keep_club_role_terms"();
--> statement-breakpoint
-- The memberships of today, each a period from its joining (earlier role changes were not kept).
INSERT INTO "club_role_terms" ("club_id", "user_id", "school_id", "role", "started_at")
SELECT "club_id", "user_id", "school_id", "role", "joined_at" FROM "club_memberships";

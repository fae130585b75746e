CREATE TABLE "calendar_student_versions" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);

--> statement-breakpoint
-- Decision 077 (issue 33 item 2): each instance keeps a student's calendar answer as bytes
-- while their school's calendar version (migration 0027) and their own hold. Their own is
-- bumped here, in the writing transaction, by what only their answer shows: their RSVPs
-- (the `mine` source and every item's RSVP), their memberships (the `clubs` source),
-- their enrolments and schedule filters (the schedule's `classes` part). What many
-- students' classes show (terms, sections, meetings) bumps the school's version instead.
-- An update that changes nothing (a feed's upsert of the same row) bumps nothing.
CREATE FUNCTION "bump_calendar_student_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
	INSERT INTO "calendar_student_versions" ("user_id", "version")
	VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD."user_id" ELSE NEW."user_id" END, 1)
	ON CONFLICT ("user_id") DO UPDATE
		SET "version" = "calendar_student_versions"."version" + 1;
	IF TG_OP = 'UPDATE' AND OLD."user_id" IS DISTINCT FROM NEW."user_id" THEN
		INSERT INTO "calendar_student_versions" ("user_id", "version") VALUES (OLD."user_id", 1)
		ON CONFLICT ("user_id") DO UPDATE
			SET "version" = "calendar_student_versions"."version" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- The school's, as migration 0027 wrote it, but an update that changes nothing bumps
-- nothing (its own triggers on events and clubs ask for changed columns anyway).
CREATE OR REPLACE FUNCTION "bump_calendar_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
	INSERT INTO "calendar_versions" ("school_id", "version")
	VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD."school_id" ELSE NEW."school_id" END, 1)
	ON CONFLICT ("school_id") DO UPDATE SET "version" = "calendar_versions"."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- The student's version: their RSVPs, enrolments and schedule filters, and (below) their
-- memberships; the school's: the sections their classes come from.
DO $$
DECLARE
	"t" text;
BEGIN
	FOREACH "t" IN ARRAY ARRAY['event_rsvps', 'sis_enrollments', 'schedule_configs'] LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW '
			'EXECUTE FUNCTION "bump_calendar_student_version"()', "t" || '_calendar_student_version', "t");
	END LOOP;
	FOREACH "t" IN ARRAY ARRAY['sis_terms', 'sis_sections', 'sis_meetings'] LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW '
			'EXECUTE FUNCTION "bump_calendar_version"()', "t" || '_calendar_version', "t");
	END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "club_memberships_calendar_student_version" AFTER INSERT OR DELETE
	ON "club_memberships" FOR EACH ROW EXECUTE FUNCTION "bump_calendar_student_version"();

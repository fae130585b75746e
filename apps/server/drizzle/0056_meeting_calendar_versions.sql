-- Issue 36 item 6: booked meetings are in their host's and guest's calendar answers (the
-- meetings feature's part, source `meetings`). Decision 077 keeps a student's answer while
-- their calendar version holds, so a change to a slot bumps the version of everyone its
-- row names, before and after: the host, and the guest who booked, cancelled or was freed.
-- An open slot is in no calendar, but the host's version moving on its insert is harmless.
CREATE FUNCTION "bump_meeting_calendar_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"who" bigint;
BEGIN
	IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
	FOR "who" IN
		SELECT DISTINCT "u" FROM unnest(CASE
			WHEN TG_OP = 'INSERT' THEN ARRAY[NEW."host_id", NEW."booked_by"]
			WHEN TG_OP = 'DELETE' THEN ARRAY[OLD."host_id", OLD."booked_by"]
			ELSE ARRAY[NEW."host_id", NEW."booked_by", OLD."host_id", OLD."booked_by"]
		END) AS "u" WHERE "u" IS NOT NULL
	LOOP
		INSERT INTO "calendar_student_versions" ("user_id", "version") VALUES ("who", 1)
		ON CONFLICT ("user_id") DO UPDATE
			SET "version" = "calendar_student_versions"."version" + 1;
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "meeting_slots_calendar_student_version" AFTER INSERT OR UPDATE OR DELETE
	ON "meeting_slots" FOR EACH ROW EXECUTE FUNCTION "bump_meeting_calendar_versions"();

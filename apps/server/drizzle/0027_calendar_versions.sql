CREATE TABLE "calendar_versions" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);

--> statement-breakpoint
-- Decision 036 (P8): the calendar caches a school's source per instance; these triggers
-- bump the school's version in the same transaction as any change a calendar item shows
-- (an event's times, title, place, status, audience, moderation; a club's name or
-- listing), so a cache is never served past a committed change. RSVP counts are left
-- out: an RSVP would otherwise serialise on this row and empty every cache.
CREATE FUNCTION "bump_calendar_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "calendar_versions" ("school_id", "version")
	VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD."school_id" ELSE NEW."school_id" END, 1)
	ON CONFLICT ("school_id") DO UPDATE SET "version" = "calendar_versions"."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "events_calendar_version_ins_del" AFTER INSERT OR DELETE ON "events"
	FOR EACH ROW EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "events_calendar_version_upd" AFTER UPDATE ON "events" FOR EACH ROW
	WHEN ((OLD."status", OLD."title", OLD."starts_at", OLD."ends_at", OLD."all_day",
		OLD."time_zone", OLD."location", OLD."club_id", OLD."school_id", OLD."is_public",
		OLD."moderation_hidden_at")
	IS DISTINCT FROM (NEW."status", NEW."title", NEW."starts_at", NEW."ends_at", NEW."all_day",
		NEW."time_zone", NEW."location", NEW."club_id", NEW."school_id", NEW."is_public",
		NEW."moderation_hidden_at"))
	EXECUTE FUNCTION "bump_calendar_version"();
--> statement-breakpoint
CREATE TRIGGER "clubs_calendar_version_upd" AFTER UPDATE ON "clubs" FOR EACH ROW
	WHEN ((OLD."name", OLD."status", OLD."published", OLD."hidden", OLD."moderation_hidden_at")
	IS DISTINCT FROM (NEW."name", NEW."status", NEW."published", NEW."hidden",
		NEW."moderation_hidden_at"))
	EXECUTE FUNCTION "bump_calendar_version"();

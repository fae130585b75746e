CREATE TABLE "feed_versions" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);

--> statement-breakpoint
-- Decision 042 "Making P7": the home feed caches each source's newest posts per instance;
-- these triggers bump the school's feed version in the same transaction as any change a
-- cached post shows (content, place, pin, deletion, hiding; its images; its club's name,
-- logo and state; its author's name and photo), so a cache is never served past a
-- committed change. Like and comment counts are left out (read per request), so a like
-- does not serialise on this row nor empty every cache. Memberships and blocks are read
-- per request too.
CREATE FUNCTION "bump_feed_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "feed_versions" ("school_id", "version")
	VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD."school_id" ELSE NEW."school_id" END, 1)
	ON CONFLICT ("school_id") DO UPDATE SET "version" = "feed_versions"."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_feed_version_of_image"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "feed_versions" ("school_id", "version")
	SELECT "school_id", 1 FROM "posts"
	WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."post_id" ELSE NEW."post_id" END
	ON CONFLICT ("school_id") DO UPDATE SET "version" = "feed_versions"."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Inserts and deletes bump once per statement and school (a seed of many posts is one bump).
-- Each trigger names one transition table; PL/pgSQL plans only the branch it runs.
CREATE FUNCTION "bump_feed_version_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "feed_versions" ("school_id", "version")
		SELECT DISTINCT "school_id", 1 FROM "new_rows"
		ON CONFLICT ("school_id") DO UPDATE SET "version" = "feed_versions"."version" + 1;
	ELSE
		INSERT INTO "feed_versions" ("school_id", "version")
		SELECT DISTINCT "school_id", 1 FROM "old_rows"
		ON CONFLICT ("school_id") DO UPDATE SET "version" = "feed_versions"."version" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_feed_version_ins" AFTER INSERT ON "posts"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_feed_version_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "posts_feed_version_del" AFTER DELETE ON "posts"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_feed_version_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "posts_feed_version_upd" AFTER UPDATE ON "posts" FOR EACH ROW
	WHEN ((OLD."club_id", OLD."channel", OLD."author_id", OLD."title", OLD."body",
		OLD."mentions", OLD."poll", OLD."shared_to_school", OLD."pinned_at", OLD."edited_at",
		OLD."deleted_at", OLD."hidden_at", OLD."created_at")
	IS DISTINCT FROM (NEW."club_id", NEW."channel", NEW."author_id", NEW."title", NEW."body",
		NEW."mentions", NEW."poll", NEW."shared_to_school", NEW."pinned_at", NEW."edited_at",
		NEW."deleted_at", NEW."hidden_at", NEW."created_at"))
	EXECUTE FUNCTION "bump_feed_version"();
--> statement-breakpoint
CREATE TRIGGER "post_images_feed_version" AFTER INSERT OR UPDATE OR DELETE ON "post_images"
	FOR EACH ROW EXECUTE FUNCTION "bump_feed_version_of_image"();
--> statement-breakpoint
CREATE TRIGGER "clubs_feed_version_upd" AFTER UPDATE ON "clubs" FOR EACH ROW
	WHEN ((OLD."name", OLD."logo_url", OLD."status", OLD."published", OLD."hidden",
		OLD."moderation_hidden_at")
	IS DISTINCT FROM (NEW."name", NEW."logo_url", NEW."status", NEW."published", NEW."hidden",
		NEW."moderation_hidden_at"))
	EXECUTE FUNCTION "bump_feed_version"();
--> statement-breakpoint
CREATE TRIGGER "users_feed_version_upd" AFTER UPDATE ON "users" FOR EACH ROW
	WHEN ((OLD."first_name", OLD."last_name", OLD."photo_url")
	IS DISTINCT FROM (NEW."first_name", NEW."last_name", NEW."photo_url"))
	EXECUTE FUNCTION "bump_feed_version"();
--> statement-breakpoint
CREATE TRIGGER "profiles_feed_version_upd" AFTER UPDATE ON "profiles" FOR EACH ROW
	WHEN (OLD."moderation_hidden_at" IS DISTINCT FROM NEW."moderation_hidden_at")
	EXECUTE FUNCTION "bump_feed_version"();

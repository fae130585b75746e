CREATE TABLE "feed_versions" (
	"scope" text NOT NULL,
	"id" bigint NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "feed_versions_scope_id_pk" PRIMARY KEY("scope","id"),
	CONSTRAINT "feed_versions_scope_check" CHECK ("feed_versions"."scope" in ('club', 'school', 'user'))
);

--> statement-breakpoint
-- Decision 076 (issue 33 item 1): each instance caches a student's home and school feed
-- pages; these triggers bump the versions a page depends on in the same transaction as
-- any change it shows, so no instance serves a committed change late. A post (but its
-- author and its like and comment counts, read live) bumps its club and, when it is in
-- the school feed, its school; a club's name, logo, state or listing bumps the club and
-- the school (its shared posts show them); a student's memberships and blocks bump the
-- student; whether students may post bumps the school. Rows are bumped club before
-- school before student, and two students lowest first, so two writers never wait on
-- each other in opposite orders.
CREATE FUNCTION "bump_feed_version"("p_scope" text, "p_id" bigint) RETURNS void
	LANGUAGE sql AS $$
	INSERT INTO "feed_versions" ("scope", "id", "version") VALUES ("p_scope", "p_id", 1)
	ON CONFLICT ("scope", "id") DO UPDATE SET "version" = "feed_versions"."version" + 1
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_post_feed_versions"("p_old" "posts", "p_new" "posts") RETURNS void
	LANGUAGE plpgsql AS $$
DECLARE
	"club" bigint;
BEGIN
	FOR "club" IN SELECT DISTINCT "c" FROM unnest(ARRAY["p_old"."club_id", "p_new"."club_id"]) AS "c"
		WHERE "c" IS NOT NULL ORDER BY "c"
	LOOP
		PERFORM "bump_feed_version"('club', "club");
	END LOOP;
	IF ("p_old"."channel" = 'school' OR "p_old"."shared_to_school") IS TRUE
		OR ("p_new"."channel" = 'school' OR "p_new"."shared_to_school") IS TRUE THEN
		PERFORM "bump_feed_version"('school', coalesce("p_new"."school_id", "p_old"."school_id"));
	END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "posts_feed_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN PERFORM "bump_post_feed_versions"(NULL, NEW);
	ELSIF TG_OP = 'DELETE' THEN PERFORM "bump_post_feed_versions"(OLD, NULL);
	ELSE PERFORM "bump_post_feed_versions"(OLD, NEW);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_feed_version_ins_del" AFTER INSERT OR DELETE ON "posts"
	FOR EACH ROW EXECUTE FUNCTION "posts_feed_version"();
--> statement-breakpoint
CREATE TRIGGER "posts_feed_version_upd" AFTER UPDATE ON "posts" FOR EACH ROW
	WHEN ((OLD."channel", OLD."club_id", OLD."school_id", OLD."author_id", OLD."title",
		OLD."body", OLD."mentions", OLD."poll", OLD."shared_to_school", OLD."pinned_at",
		OLD."edited_at", OLD."deleted_at", OLD."hidden_at", OLD."created_at")
	IS DISTINCT FROM (NEW."channel", NEW."club_id", NEW."school_id", NEW."author_id", NEW."title",
		NEW."body", NEW."mentions", NEW."poll", NEW."shared_to_school", NEW."pinned_at",
		NEW."edited_at", NEW."deleted_at", NEW."hidden_at", NEW."created_at"))
	EXECUTE FUNCTION "posts_feed_version"();
--> statement-breakpoint
CREATE FUNCTION "post_images_feed_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"post" "posts";
BEGIN
	SELECT * INTO "post" FROM "posts"
		WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."post_id" ELSE NEW."post_id" END;
	IF FOUND THEN PERFORM "bump_post_feed_versions"("post", NULL); END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "post_images_feed_version" AFTER INSERT OR DELETE ON "post_images"
	FOR EACH ROW EXECUTE FUNCTION "post_images_feed_version"();
--> statement-breakpoint
-- The rows a change bumps, given as (scope, column) pairs of the changed row: bumped in
-- the order above whatever order the pairs come in.
CREATE FUNCTION "row_feed_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"changed" jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
	"bump" record;
BEGIN
	FOR "bump" IN
		SELECT DISTINCT TG_ARGV["i"] AS "scope", ("changed" ->> TG_ARGV["i" + 1])::bigint AS "id"
		FROM generate_series(0, TG_NARGS - 1, 2) AS "i"
		ORDER BY 1, 2
	LOOP
		PERFORM "bump_feed_version"("bump"."scope", "bump"."id");
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clubs_feed_version_upd" AFTER UPDATE ON "clubs" FOR EACH ROW
	WHEN ((OLD."name", OLD."logo_url", OLD."status", OLD."published", OLD."hidden",
		OLD."moderation_hidden_at")
	IS DISTINCT FROM (NEW."name", NEW."logo_url", NEW."status", NEW."published", NEW."hidden",
		NEW."moderation_hidden_at"))
	EXECUTE FUNCTION "row_feed_versions"('club', 'id', 'school', 'school_id');
--> statement-breakpoint
CREATE TRIGGER "club_memberships_feed_version_ins_del" AFTER INSERT OR DELETE
	ON "club_memberships" FOR EACH ROW EXECUTE FUNCTION "row_feed_versions"('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "club_memberships_feed_version_upd" AFTER UPDATE ON "club_memberships"
	FOR EACH ROW WHEN ((OLD."role", OLD."club_id", OLD."user_id")
		IS DISTINCT FROM (NEW."role", NEW."club_id", NEW."user_id"))
	EXECUTE FUNCTION "row_feed_versions"('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "blocks_feed_version" AFTER INSERT OR DELETE ON "blocks" FOR EACH ROW
	EXECUTE FUNCTION "row_feed_versions"('user', 'blocker_id', 'user', 'blocked_id');
--> statement-breakpoint
-- A page keeps its `canPost` too: whether students may post to the school feed.
CREATE TRIGGER "schools_feed_version_upd" AFTER UPDATE ON "schools" FOR EACH ROW
	WHEN (OLD."feed_students_post" IS DISTINCT FROM NEW."feed_students_post")
	EXECUTE FUNCTION "row_feed_versions"('school', 'id');

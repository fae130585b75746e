ALTER TABLE "chat_conversations" ADD COLUMN "club_id" bigint;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "posting" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "broadcast" text;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD COLUMN "can_post" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_club_idx" ON "chat_conversations" USING btree ("club_id") WHERE "chat_conversations"."club_id" is not null;--> statement-breakpoint
-- Decision 092 (issue 35 item 9): every club has channels, and a channel's participants are
-- the club's members, kept here in the transaction that changes a membership, so a student
-- who leaves or is removed cannot read or send from the commit on, on every instance (the
-- send statement and every read check `chat_participants`). A club starts with General,
-- where members post, and Announcements, where only officers do (`can_post`).
CREATE FUNCTION "chat_club_channels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "chat_conversations" ("school_id", "kind", "name", "created_by", "club_id", "posting")
	VALUES (NEW."school_id", 'channel', 'General', coalesce(NEW."requested_by", 0), NEW."id", 'members'),
		(NEW."school_id", 'channel', 'Announcements', coalesce(NEW."requested_by", 0), NEW."id", 'officers');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clubs_chat_channels" AFTER INSERT ON "clubs"
	FOR EACH ROW EXECUTE FUNCTION "chat_club_channels"();
--> statement-breakpoint
-- A member joins the club's open channels with its history read; leaving marks every one of
-- the club's channels left; a role change moves who may post where only officers do.
CREATE FUNCTION "chat_channel_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "chat_participants" ("conversation_id", "user_id", "school_id", "can_post", "last_read_message_id")
		SELECT c."id", NEW."user_id", NEW."school_id", c."posting" = 'members' OR NEW."role" = 'officer',
			coalesce(c."last_message_id", 0)
		FROM "chat_conversations" c
		WHERE c."club_id" = NEW."club_id" AND c."kind" = 'channel' AND c."archived_at" IS NULL
		ON CONFLICT ("conversation_id", "user_id") DO UPDATE
			SET "left_at" = NULL, "joined_at" = now(), "can_post" = excluded."can_post",
				"last_read_message_id" = greatest("chat_participants"."last_read_message_id",
					excluded."last_read_message_id");
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "chat_participants" p SET "left_at" = now()
		FROM "chat_conversations" c
		WHERE c."club_id" = OLD."club_id" AND c."kind" = 'channel' AND p."conversation_id" = c."id"
			AND p."user_id" = OLD."user_id" AND p."left_at" IS NULL;
	ELSIF OLD."role" IS DISTINCT FROM NEW."role" THEN
		UPDATE "chat_participants" p SET "can_post" = c."posting" = 'members' OR NEW."role" = 'officer'
		FROM "chat_conversations" c
		WHERE c."club_id" = NEW."club_id" AND c."kind" = 'channel' AND p."conversation_id" = c."id"
			AND p."user_id" = NEW."user_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "club_memberships_chat_channels" AFTER INSERT OR DELETE OR UPDATE OF "role"
	ON "club_memberships" FOR EACH ROW EXECUTE FUNCTION "chat_channel_members"();
--> statement-breakpoint
-- The clubs there already, and their members.
INSERT INTO "chat_conversations" ("school_id", "kind", "name", "created_by", "club_id", "posting")
SELECT k."school_id", 'channel', v."name", coalesce(k."requested_by", 0), k."id", v."posting"
FROM "clubs" k, (VALUES ('General', 'members'), ('Announcements', 'officers')) v("name", "posting");
--> statement-breakpoint
INSERT INTO "chat_participants" ("conversation_id", "user_id", "school_id", "can_post")
SELECT c."id", m."user_id", m."school_id", c."posting" = 'members' OR m."role" = 'officer'
FROM "club_memberships" m JOIN "chat_conversations" c ON c."club_id" = m."club_id" AND c."kind" = 'channel';

-- Decision 012: every instance keeps each school's directory in memory and follows
-- this log of what changed. Triggers write it, so no write path can forget to.
-- `xid` is the writing transaction: a reader consumes only rows whose transaction is
-- older than every transaction still running (pg_snapshot_xmin), so a change that
-- commits late is never skipped, whatever order the ids were drawn in.
CREATE TABLE "directory_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"school_id" integer NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "directory_changes_xid_idx" ON "directory_changes" ("xid");
--> statement-breakpoint
-- A person's card, names or filterable fields: users and profiles. A statement that
-- touches more than 500 people of a school (an import, a seed) logs the whole school.
CREATE FUNCTION directory_log_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_changes (school_id, user_id, kind)
  SELECT c.school_id, CASE WHEN c.n > 500 THEN NULL ELSE r.person END,
         CASE WHEN c.n > 500 THEN 'school' ELSE 'person' END
  FROM (SELECT school_id, count(*) AS n FROM changed_rows GROUP BY school_id) c
  CROSS JOIN LATERAL (
    SELECT DISTINCT CASE WHEN c.n > 500 THEN NULL::bigint
                         WHEN TG_TABLE_NAME = 'users' THEN (to_jsonb(x) ->> 'id')::bigint
                         ELSE (to_jsonb(x) ->> 'user_id')::bigint END AS person
    FROM changed_rows x WHERE x.school_id = c.school_id
  ) r;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Who is connected to or blocked by whom: both people's view of the directory.
CREATE FUNCTION directory_log_relations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_changes (school_id, user_id, kind)
  SELECT DISTINCT x.school_id, p.person, 'relation'
  FROM changed_rows x
  CROSS JOIN LATERAL (VALUES
    (coalesce((to_jsonb(x) ->> 'requester_id'), (to_jsonb(x) ->> 'blocker_id'))::bigint),
    (coalesce((to_jsonb(x) ->> 'addressee_id'), (to_jsonb(x) ->> 'blocked_id'))::bigint)
  ) AS p(person);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A school's visibility defaults decide which fields the whole school may filter on.
CREATE FUNCTION directory_log_school() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_changes (school_id, user_id, kind) VALUES (NEW.id, NULL, 'school');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_directory_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_log_people();
--> statement-breakpoint
CREATE TRIGGER users_directory_update AFTER UPDATE ON users REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_log_people();
--> statement-breakpoint
CREATE TRIGGER users_directory_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_log_people();
--> statement-breakpoint
CREATE TRIGGER profiles_directory_insert AFTER INSERT ON profiles REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_log_people();
--> statement-breakpoint
CREATE TRIGGER profiles_directory_update AFTER UPDATE ON profiles REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_log_people();
--> statement-breakpoint
CREATE TRIGGER profiles_directory_delete AFTER DELETE ON profiles REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_log_people();
--> statement-breakpoint
CREATE TRIGGER connections_directory_insert AFTER INSERT ON connections REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_log_relations();
--> statement-breakpoint
CREATE TRIGGER connections_directory_update AFTER UPDATE ON connections REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_log_relations();
--> statement-breakpoint
CREATE TRIGGER connections_directory_delete AFTER DELETE ON connections REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_log_relations();
--> statement-breakpoint
CREATE TRIGGER blocks_directory_insert AFTER INSERT ON blocks REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_log_relations();
--> statement-breakpoint
CREATE TRIGGER blocks_directory_delete AFTER DELETE ON blocks REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_log_relations();
--> statement-breakpoint
CREATE TRIGGER schools_directory_update AFTER UPDATE OF profile_visibility_defaults ON schools FOR EACH ROW WHEN (OLD.profile_visibility_defaults IS DISTINCT FROM NEW.profile_visibility_defaults) EXECUTE FUNCTION directory_log_school();

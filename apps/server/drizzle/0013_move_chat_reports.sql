-- Decision 024: issue 6's chat reports become rows of the one `reports` table.
-- `chat_reports` stays (migrations only add) but is no longer written.
INSERT INTO "reports" ("school_id", "subject_type", "subject_id", "reporter_id", "reason", "snapshot", "created_at")
SELECT "school_id", 'chat.message', "message_id"::text, "reporter_id", "reason", "body_snapshot", "created_at"
FROM "chat_reports"
ON CONFLICT DO NOTHING;

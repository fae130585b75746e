CREATE TABLE "search_words" (
	"school_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_school_id_word_pk" PRIMARY KEY("school_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Decision 101: the spelling list a misspelt search word is corrected against. A word joins
-- it when a post or comment using it is written or edited, in the same transaction; words
-- are lower case ('simple' parsing: no stems), 4-32 letters. Words stay when their posts go:
-- they name nobody and are never shown, and a word no post holds finds nothing.
CREATE FUNCTION "remember_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("school_id", "word")
	SELECT DISTINCT NEW."school_id", "w"
	-- Posts have a title, comments not: read the row as JSON so one function serves both.
	FROM unnest(tsvector_to_array(to_tsvector('simple',
		coalesce(to_jsonb(NEW) ->> 'title', '') || ' ' || (to_jsonb(NEW) ->> 'body_text')))) AS "w"
	WHERE "w" ~ '^[[:alpha:]]{4,32}$'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_search_words" AFTER INSERT OR UPDATE OF "title", "body_text"
	ON "posts" FOR EACH ROW EXECUTE FUNCTION "remember_search_words"();
--> statement-breakpoint
CREATE TRIGGER "post_comments_search_words" AFTER INSERT OR UPDATE OF "body_text"
	ON "post_comments" FOR EACH ROW EXECUTE FUNCTION "remember_search_words"();
--> statement-breakpoint
INSERT INTO "search_words" ("school_id", "word")
SELECT DISTINCT "school_id", "w" FROM (
	SELECT "school_id", unnest(tsvector_to_array(to_tsvector('simple',
		coalesce("title", '') || ' ' || "body_text"))) AS "w" FROM "posts"
	UNION ALL
	SELECT "school_id", unnest(tsvector_to_array(to_tsvector('simple', "body_text"))) FROM "post_comments"
) AS "words"
WHERE "w" ~ '^[[:alpha:]]{4,32}$'
ON CONFLICT DO NOTHING;

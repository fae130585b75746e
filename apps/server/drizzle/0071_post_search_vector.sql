DROP INDEX "posts_text_fts_idx";--> statement-breakpoint
-- Decision 101 "Stored words": a post's words (title and text, English), stored when it is
-- written instead of parsed again by every search that walks the newest posts: at 1,000,000
-- posts a word in a few thousand of them made the planner walk ~22,000 posts, parsing
-- each (100-300 ms; bench/HISTORY.md). Not in the drizzle schema, so no select of a post
-- carries it; searches name it (feed-search.ts). Adding it rewrites the posts table once.
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector
	GENERATED ALWAYS AS (to_tsvector('english', coalesce("title", '') || ' ' || "body_text")) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");

CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_location_trgm_idx" ON "events" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_description_fts_idx" ON "events" USING gin (to_tsvector('english', "description"));--> statement-breakpoint
CREATE INDEX "post_comments_text_fts_idx" ON "post_comments" USING gin (to_tsvector('english', "body_text"));--> statement-breakpoint
CREATE INDEX "post_comments_text_trgm_idx" ON "post_comments" USING gin ("body_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_text_fts_idx" ON "posts" USING gin (to_tsvector('english', (coalesce("title", '') || ' ' || "body_text")));--> statement-breakpoint
CREATE INDEX "posts_text_trgm_idx" ON "posts" USING gin ((coalesce("title", '') || ' ' || "body_text") gin_trgm_ops);
CREATE TABLE "comment_likes" (
	"comment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"option_id" text NOT NULL,
	"school_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_post_id_user_id_option_id_pk" PRIMARY KEY("post_id","user_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" integer NOT NULL,
	"post_id" bigint NOT NULL,
	"parent_id" bigint,
	"author_id" bigint,
	"client_id" text NOT NULL,
	"body" text NOT NULL,
	"body_text" text NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_comments_uid_unique" UNIQUE("uid"),
	CONSTRAINT "post_comments_id_school_uq" UNIQUE("id","school_id"),
	CONSTRAINT "post_comments_author_client_uq" UNIQUE("author_id","client_id"),
	CONSTRAINT "post_comments_counts_positive" CHECK ("post_comments"."like_count" >= 0 and "post_comments"."reply_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "post_images" (
	"id" text PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"school_id" integer NOT NULL,
	"club_id" bigint,
	"channel" text NOT NULL,
	"author_id" bigint,
	"client_id" text NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"body_text" text NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"poll" jsonb,
	"shared_to_school" boolean DEFAULT false NOT NULL,
	"pinned_at" timestamp with time zone,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_uid_unique" UNIQUE("uid"),
	CONSTRAINT "posts_id_school_uq" UNIQUE("id","school_id"),
	CONSTRAINT "posts_author_client_uq" UNIQUE("author_id","client_id"),
	CONSTRAINT "posts_channel_check" CHECK ("posts"."channel" in ('school', 'news', 'discussion', 'forum')),
	CONSTRAINT "posts_channel_club_check" CHECK (("posts"."channel" = 'school') = ("posts"."club_id" is null)),
	CONSTRAINT "posts_counts_positive" CHECK ("posts"."like_count" >= 0 and "posts"."comment_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "feed_students_post" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "feed_report_threshold" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "discussion_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_school_fk" FOREIGN KEY ("comment_id","school_id") REFERENCES "public"."post_comments"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_post_school_fk" FOREIGN KEY ("post_id","school_id") REFERENCES "public"."posts"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_school_fk" FOREIGN KEY ("post_id","school_id") REFERENCES "public"."posts"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_author_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_images" ADD CONSTRAINT "post_images_post_school_fk" FOREIGN KEY ("post_id","school_id") REFERENCES "public"."posts"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_school_fk" FOREIGN KEY ("post_id","school_id") REFERENCES "public"."posts"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_club_school_fk" FOREIGN KEY ("club_id","school_id") REFERENCES "public"."clubs"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_comments_thread_idx" ON "post_comments" USING btree ("post_id","parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "post_comments_author_idx" ON "post_comments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "post_images_post_idx" ON "post_images" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "posts_school_feed_idx" ON "posts" USING btree ("school_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE ("posts"."channel" = 'school' or "posts"."shared_to_school") and "posts"."deleted_at" is null and "posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "posts_club_channel_idx" ON "posts" USING btree ("club_id","channel","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."deleted_at" is null and "posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id","created_at");
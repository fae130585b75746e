CREATE TABLE "chat_thread_follows" (
	"root_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"conversation_id" bigint NOT NULL,
	"last_read_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_thread_follows_root_id_user_id_pk" PRIMARY KEY("root_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "thread_id" bigint;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "in_conversation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_thread_follows" ADD CONSTRAINT "chat_thread_follows_root_id_chat_messages_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_thread_follows" ADD CONSTRAINT "chat_thread_follows_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_thread_follows" ADD CONSTRAINT "chat_thread_follows_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_thread_follows_user_idx" ON "chat_thread_follows" USING btree ("user_id","conversation_id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_id_chat_messages_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_thread_idx" ON "chat_messages" USING btree ("thread_id","id") WHERE "chat_messages"."thread_id" is not null;
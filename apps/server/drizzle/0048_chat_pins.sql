CREATE TABLE "chat_pins" (
	"conversation_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"pinned_by" bigint,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_pins_conversation_id_message_id_pk" PRIMARY KEY("conversation_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "chat_pins" ADD CONSTRAINT "chat_pins_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pins" ADD CONSTRAINT "chat_pins_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_pins_message_idx" ON "chat_pins" USING btree ("message_id");
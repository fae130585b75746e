CREATE TABLE "chat_message_hides" (
	"user_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"school_id" integer NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_hides_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "chat_message_hides" ADD CONSTRAINT "chat_message_hides_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_hides" ADD CONSTRAINT "chat_message_hides_user_school_fk" FOREIGN KEY ("user_id","school_id") REFERENCES "public"."users"("id","school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_message_hides_message_idx" ON "chat_message_hides" USING btree ("message_id");
/** The outbox messages the chat feature emits (decision 023): their payloads, by name. */
declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /** A message was stored (its seq taken): members other than the sender may be told. */
    'chat.message_sent': {
      conversationId: number
      messageId: number
      senderId: number
      memberIds: number[]
      conversationName: string | null
      preview: string
      /**
       * The members it @mentions (issue 35 item 3), told by `chat_mentioned` instead; absent
       * from messages stored before mentions existed.
       */
      mentionedIds?: number[]
      /**
       * The thread it replies in (decision 096), and whether it is in the conversation's
       * history too; absent from messages stored before threads existed.
       */
      threadId?: number | null
      inConversation?: boolean
      /**
       * Its first link, normalised (`previewAddress`), previewed after the send (issue 35 item 6);
       * null for none, absent from messages stored before link previews existed.
       */
      link?: string | null
    }
  }
}

export {}

import { REPLY_QUOTE_MAX, type ChatMessage, type ChatReplyTo } from '@quad/shared'

/** How a reply being written quotes its original, as the server will (message-loader.ts). */
export function quoteOf(message: ChatMessage): ChatReplyTo {
  return {
    id: message.id,
    sender: message.sender,
    body: message.body.slice(0, REPLY_QUOTE_MAX),
    hasFiles: message.files.length > 0,
    deleted: message.deletedAt !== null,
  }
}

/**
 * The quote as it should read now: the original's own copy when this screen holds it (an
 * edit or a delete since the reply was loaded shows at once), the reply's otherwise.
 */
export function currentQuote(quote: ChatReplyTo, held: readonly ChatMessage[]): ChatReplyTo {
  const original = held.find((message) => message.id === quote.id)
  return original ? quoteOf(original) : quote
}

import type { ChatReplyTo } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { personName } from '../conversation-text.ts'

/** What a quote says of its original: its text, "Photo or file", or that it was deleted. */
export function quoteText(quote: ChatReplyTo): string {
  if (quote.deleted) return t('chat.quoteDeleted')
  return quote.body || (quote.hasFiles ? t('chat.quoteFiles') : '')
}

interface ReplyQuoteProps {
  quote: ChatReplyTo
  own: boolean
  /** Scrolls to the original (loading older history if need be). */
  onJump: (messageId: number) => void
}

/**
 * The original a reply answers, at the top of its bubble: who wrote it and how it began,
 * and a press goes to it in the history (issue 35 item 2). A deleted original says so.
 */
export function ReplyQuote({ quote, own, onJump }: ReplyQuoteProps) {
  return (
    <button
      type="button"
      onClick={() => onJump(quote.id)}
      className={
        'mb-1.5 block w-full rounded-lg border-l-4 px-2.5 py-1.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white ' +
        (own
          ? 'border-on-school/70 bg-black/15 text-on-school'
          : 'border-school bg-white/70 text-zinc-800 dark:bg-zinc-900/60 dark:text-zinc-200')
      }
    >
      {/* Its name is what it shows, said as a sentence (WCAG 2.5.3, label in name). */}
      <span className="sr-only">{t('chat.quoteBefore')}</span>
      <QuoteLines quote={quote} separator />
      <span className="sr-only">{t('chat.quoteAfter')}</span>
    </button>
  )
}

/** Who wrote the original and how it began: a quote's two lines, in a bubble or a pending one. */
export function QuoteLines({
  quote,
  separator = false,
}: {
  quote: ChatReplyTo
  separator?: boolean
}) {
  return (
    <>
      <span className="block font-semibold">{personName(quote.sender)}</span>
      {separator ? <span className="sr-only">: </span> : null}
      <span className={`line-clamp-2 ${quote.deleted ? 'italic' : ''}`}>{quoteText(quote)}</span>
    </>
  )
}

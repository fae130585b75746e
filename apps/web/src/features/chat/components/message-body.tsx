import { mentionRanges, type Mention } from '@quad/shared'
import type { ReactNode } from 'react'
import { linkify } from '../linkify.ts'

interface MessageBodyProps {
  body: string
  own: boolean
  /** Whom it @mentions: their `@{name}` stands out, the reader's own the most. */
  mentions?: readonly Mention[] | undefined
  selfUid?: string | undefined
  /** Inside a link (the Mentions list): plain text in a span, no anchors within. */
  inLink?: boolean
}

/** Plain text with its links as anchors and its mentions marked, built by React: never HTML. */
export function MessageBody({
  body,
  own,
  mentions = [],
  selfUid,
  inLink = false,
}: MessageBodyProps) {
  if (!body) return null
  const text = (from: number, to: number) =>
    inLink ? (
      body.slice(from, to)
    ) : (
      <Linked key={`t${String(from)}`} text={body.slice(from, to)} own={own} />
    )
  const parts: ReactNode[] = []
  let at = 0
  for (const { start, end, person } of mentionRanges(body, mentions)) {
    parts.push(text(at, start))
    parts.push(
      <span
        key={`m${String(start)}`}
        data-mention={person.uid}
        className={
          // The reader's own name, or `@channel`/`@here` (addressed to every reader).
          person.uid === selfUid || person.uid.startsWith('@')
            ? 'rounded box-decoration-clone bg-amber-200 px-0.5 font-semibold text-zinc-950'
            : 'font-semibold'
        }
      >
        {body.slice(start, end)}
      </span>,
    )
    at = end
  }
  parts.push(text(at, body.length))
  return inLink ? <span>{parts}</span> : <p>{parts}</p>
}

/** A run of text with its links as anchors. */
function Linked({ text, own }: { text: string; own: boolean }) {
  return linkify(text).map((part, index) =>
    part.kind === 'text' ? (
      part.text
    ) : (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className={`underline underline-offset-2 break-all ${own ? 'text-on-school' : 'text-blue-800 dark:text-blue-300'}`}
      >
        {part.text}
      </a>
    ),
  )
}

import { linkify } from '../linkify.ts'

/** Plain text with its links as anchors built by React: never HTML from the message. */
export function MessageBody({ body, own }: { body: string; own: boolean }) {
  if (!body) return null
  return (
    <p>
      {linkify(body).map((part, index) =>
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
      )}
    </p>
  )
}

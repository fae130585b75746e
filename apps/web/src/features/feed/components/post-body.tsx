import { useQuery } from '@tanstack/react-query'
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { postBodyQuery } from '../sanitize-post.ts'

const proseClass =
  'space-y-2 break-words text-zinc-800 dark:text-zinc-200 [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2 ' +
  '[&_blockquote]:border-l-4 [&_blockquote]:border-zinc-300 [&_blockquote]:pl-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5'

/**
 * A post's or comment's text: the server's sanitised HTML, sanitised again before it is
 * drawn (issue 16 item 5); mentions are links to the profile, followed inside the app.
 */
export function PostBody({ html }: { html: string }) {
  const navigate = useNavigate()
  // The server's render has its answer at once, and the browser hydrates with it.
  const clean = useQuery(postBodyQuery(html))
  if (!clean.data || !clean.data.text) return null
  const { html: safe, text } = clean.data
  if (safe === null)
    return <p className="whitespace-pre-line text-zinc-800 dark:text-zinc-200">{text}</p>
  const followMention = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    if (!(event.target instanceof Element)) return
    const link = event.target.closest('a[data-mention]')
    const href = link?.getAttribute('href')
    if (!href) return
    event.preventDefault()
    void navigate(href)
  }
  return (
    // The click only routes a mention link inside the app; the link itself is the control.
    <div
      className={proseClass}
      onClick={followMention}
      // Sanitised by DOMPurify just above (postBodyQuery): no script, no handler survives.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  )
}

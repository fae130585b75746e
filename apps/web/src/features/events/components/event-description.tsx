import { useQuery } from '@tanstack/react-query'
import { t } from '../../../lib/i18n/t.ts'
import { sanitizeBio } from '../../profile/index.ts'

/**
 * The description, rich text a student wrote: cleaned by the server on write, and again
 * here before it is drawn (quality brief R7), with the profile bio's sanitiser and rules.
 */
export function EventDescription({ html }: { html: string }) {
  const clean = useQuery({
    queryKey: ['events', 'description', html],
    queryFn: () => sanitizeBio(html),
    staleTime: Infinity,
  })
  if (!html.trim() || !clean.data) return null
  const { html: safe, text } = clean.data
  if (!text) return null
  return (
    <section aria-labelledby="event-about">
      <h2 id="event-about" className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">
        {t('events.about')}
      </h2>
      {safe === null ? (
        <p className="mt-2 whitespace-pre-line text-zinc-800 dark:text-zinc-200">{text}</p>
      ) : (
        <div
          className="mt-2 space-y-2 break-words text-zinc-800 dark:text-zinc-200 [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
          // Sanitised by DOMPurify just above (sanitizeBio): no script, no handler survives.
          dangerouslySetInnerHTML={{ __html: safe }}
        />
      )}
    </section>
  )
}

import { hasMarkup } from '../../lib/alerts/sanitize-alert-html.ts'
import type { Sanitize } from '../../lib/alerts/sanitize-alert-html.ts'

interface AlertMessageProps {
  message: string
  sanitize: Sanitize | null
}

/** Plain text as text (React escapes it); markup only ever through the sanitiser. */
export function AlertMessage({ message, sanitize }: AlertMessageProps) {
  if (!hasMarkup(message) || !sanitize) return <span>{message}</span>
  return <span dangerouslySetInnerHTML={{ __html: sanitize(message) }} />
}

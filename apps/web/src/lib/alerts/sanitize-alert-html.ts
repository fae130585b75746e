/*
 * Spec 3: alert messages may contain HTML. Only basic inline formatting and links
 * survive (quality brief R7: no script runs, no handler survives); DOMPurify's default
 * URI rules already drop javascript: and other unsafe link targets.
 * DOMPurify (~9 KB gzip) loads on first need, not with the shell (quality brief P5): most
 * alerts are plain text, which React escapes by itself.
 */
const CONFIG = {
  ALLOWED_TAGS: ['b', 'i', 'em', 'strong', 'a'],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
}

export type Sanitize = (html: string) => string

let sanitize: Sanitize | null = null
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

/** Text that only means what it says once parsed as HTML: tags or entities. */
export function hasMarkup(message: string): boolean {
  return /[<&]/.test(message)
}

export function loadAlertSanitizer(): Promise<void> {
  loading ??= import('dompurify')
    .then(({ default: DOMPurify }) => {
      // A private instance, so this hook never changes how other code's sanitising behaves.
      const purifier = DOMPurify(window)
      purifier.addHook('afterSanitizeAttributes', (node) => {
        // A link must not give the page it opens a handle on Quad, nor leak the URL.
        if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer')
      })
      setSanitize((html) => purifier.sanitize(html, CONFIG))
    })
    .catch((error: unknown) => {
      // Offline or a failed deploy: show the markup as text rather than never showing it.
      console.error('Could not load the alert sanitiser', error)
      loading = null
      setSanitize(escapeHtml)
    })
  return loading
}

function setSanitize(next: Sanitize): void {
  sanitize = next
  for (const listener of listeners) listener()
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

export function subscribeToSanitizer(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The sanitiser once loaded, else null. */
export function currentSanitizer(): Sanitize | null {
  return sanitize
}

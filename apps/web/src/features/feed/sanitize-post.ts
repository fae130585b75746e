import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { studentProfileHref } from '../../lib/app-links.ts'

/*
 * A post's or comment's body before display (issue 16 item 5, quality brief R7): the server
 * sanitised it on write; it is sanitised again here with the profile bio's approach
 * (DOMPurify on first need, in its own chunk, a private instance) and the same allowance,
 * plus the server's mention spans, which become links to the student's profile.
 */
const CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'blockquote'],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
}
const MENTION_TAG = 'span'
const MENTION_UID = /^[A-Za-z0-9_-]{1,64}$/

let loading: Promise<(html: string) => string> | null = null

function loadSanitizer(): Promise<(html: string) => string> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    const purifier = DOMPurify(window)
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        // A link must not give the page it opens a handle on Quad, nor leak the URL.
        node.setAttribute('rel', 'noopener noreferrer nofollow')
        node.setAttribute('target', '_blank')
      }
    })
    return (html: string) =>
      finish(
        purifier.sanitize(html, {
          ...CONFIG,
          ALLOWED_TAGS: [...CONFIG.ALLOWED_TAGS, MENTION_TAG],
          ALLOWED_ATTR: [...CONFIG.ALLOWED_ATTR, 'data-mention'],
        }),
      )
  })
  return loading
}

/**
 * Over clean HTML, in an inert template: a mention span becomes a link to the profile
 * (marked, so a click stays in the app); any other span, and a link whose address the
 * sanitiser dropped, is only its text.
 */
function finish(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  for (const span of template.content.querySelectorAll(MENTION_TAG)) {
    const uid = span.getAttribute('data-mention') ?? ''
    if (!MENTION_UID.test(uid)) {
      span.replaceWith(...span.childNodes)
      continue
    }
    const link = document.createElement('a')
    link.setAttribute('href', studentProfileHref(uid))
    link.setAttribute('data-mention', uid)
    link.append(...span.childNodes)
    span.replaceWith(link)
  }
  for (const link of template.content.querySelectorAll('a:not([href])')) {
    link.replaceWith(...link.childNodes)
  }
  return template.innerHTML
}

/** Parsed in an inert document: nothing in it runs or loads; only its text is read. */
function textOf(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim()
}

/** Safe HTML, or null when the sanitiser could not load (then the text is shown as text). */
export interface SanitizedBody {
  html: string | null
  text: string
}

/**
 * The server's render (decision 075) has no DOM for DOMPurify: it sanitises with the
 * server's own sanitiser (`@quad/shared/rich-text`, the same allowance, mentions as links),
 * handed in by entry-server.tsx; the browser hydrates with that answer and never loads
 * DOMPurify for it. Null in the browser.
 */
let sanitizeOnServer: ((html: string) => SanitizedBody) | null = null

export function setServerPostSanitizer(sanitize: (html: string) => SanitizedBody): void {
  sanitizeOnServer = sanitize
}

/** The body sanitised at once, where the server renders; undefined in the browser. */
export function sanitizedOnServer(html: string): SanitizedBody | undefined {
  return sanitizeOnServer?.(html)
}

export async function sanitizePostBody(html: string): Promise<SanitizedBody> {
  try {
    return { html: (await loadSanitizer())(html), text: textOf(html) }
  } catch (error) {
    console.error('Could not load the post sanitiser', error)
    loading = null
    return { html: null, text: textOf(html) }
  }
}

/**
 * A body's sanitised form, as a query: asked once per body (staleTime Infinity); where the
 * server renders, answered at once by its sanitiser, and the browser hydrates with that.
 */
export const postBodyQuery = (html: string) =>
  queryOptions({
    queryKey: ['feed', 'body', html],
    queryFn: () => sanitizePostBody(html),
    initialData: () => sanitizedOnServer(html),
    staleTime: Infinity,
  })

/**
 * Where the server renders: every body of a first page sanitised into the page's state,
 * the bodies of the posts drawn after hydration (feed-list.tsx) as well as those in the
 * HTML, so the browser loads no sanitiser for them (decision 075). Nothing in the browser.
 */
export function sanitizeBodiesOnServer(queryClient: QueryClient, bodies: readonly string[]): void {
  if (!sanitizeOnServer) return
  for (const html of bodies) {
    queryClient.setQueryData(postBodyQuery(html).queryKey, sanitizeOnServer(html))
  }
}

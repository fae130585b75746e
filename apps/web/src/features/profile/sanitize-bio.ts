/*
 * Spec 5 "Bio rich text is sanitized before display" (quality brief R7: no script runs, no
 * handler survives). Same approach as lib/alerts: DOMPurify loads on first need, in its own
 * chunk, as a private instance; the bio keeps simple formatting, lists and links.
 */
const CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'blockquote'],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
}

export interface SanitizedBio {
  /** Safe HTML, or null when the sanitiser could not load: then show `text` as text. */
  html: string | null
  /** The bio's text, for the spec 9 Read More rule and for the fallback. */
  text: string
}

let loading: Promise<(html: string) => string> | null = null

function loadSanitizer(): Promise<(html: string) => string> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    const purifier = DOMPurify(window)
    purifier.addHook('afterSanitizeAttributes', (node) => {
      // A link must not give the page it opens a handle on Quad, nor leak the URL.
      if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer')
    })
    return (html: string) => unwrapBareLinks(purifier.sanitize(html, CONFIG))
  })
  return loading
}

/**
 * A link whose address was stripped (a `javascript:` one, say; the server keeps such an
 * `<a>` without its href) is only text: unwrapped, so it is not drawn as a link. The
 * template's content is inert; the HTML has already been sanitised.
 */
function unwrapBareLinks(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  for (const link of template.content.querySelectorAll('a:not([href])')) {
    link.replaceWith(...link.childNodes)
  }
  return template.innerHTML
}

/** Parsed in an inert document: nothing in it runs or loads; only its text is read. */
function textOf(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim()
}

export async function sanitizeBio(html: string): Promise<SanitizedBio> {
  try {
    const clean = (await loadSanitizer())(html)
    return { html: clean, text: textOf(clean) }
  } catch (error) {
    // Offline or a failed deploy: show the bio as plain text rather than not at all.
    console.error('Could not load the bio sanitiser', error)
    loading = null
    return { html: null, text: textOf(html) }
  }
}

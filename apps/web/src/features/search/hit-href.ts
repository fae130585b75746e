import type { SearchHit } from '@quad/shared'
import { clubHref, postHref, studentProfileHref } from '../../lib/app-links.ts'

const part = encodeURIComponent

/** Where a hit opens: the person's profile, the club, event or post, the comment on its post, the message in its chat. */
export function hitHref(hit: SearchHit): string {
  switch (hit.kind) {
    case 'people':
      return studentProfileHref(hit.id)
    case 'clubs':
      return clubHref(hit.id)
    case 'events':
      return `/events/${part(hit.id)}`
    case 'posts':
      return postHref(hit.id)
    case 'comments':
      return `${postHref(hit.context?.id ?? '')}#comment-${part(hit.id)}`
    case 'messages':
      return `/chat/${part(hit.context?.id ?? '')}?message=${part(hit.id)}`
  }
}

/** The search page, for every kind or one. */
export function searchPageHref(q: string, kind?: SearchHit['kind']): string {
  return `/search?${new URLSearchParams({ q, ...(kind && { kind }) }).toString()}`
}

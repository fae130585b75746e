import type { SearchHit } from '@quad/shared'
import { Icon } from '../../../components/icon.tsx'
import type { IconName } from '../../../components/icon-paths.tsx'
import { PersonAvatar } from '../../../components/person-avatar.tsx'
import { formatDate } from '../../../lib/i18n/format.ts'
import { relativeTime } from '../../../lib/i18n/relative-time.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useSchool } from '../../../lib/school/school.ts'

const KIND_ICONS: Readonly<Record<SearchHit['kind'], IconName>> = {
  people: 'user',
  clubs: 'clubs',
  events: 'calendar',
  posts: 'grid',
  comments: 'grid',
  messages: 'mail',
}

/** A person-like title split for initials ("Maya Okafor" → Maya, Okafor). */
function nameParts(title: string): { firstName: string; lastName: string } {
  const space = title.indexOf(' ')
  return space === -1
    ? { firstName: title, lastName: '' }
    : { firstName: title.slice(0, space), lastName: title.slice(space + 1) }
}

function Picture({ hit }: { hit: SearchHit }) {
  if (
    hit.kind === 'people' ||
    hit.kind === 'posts' ||
    hit.kind === 'comments' ||
    hit.kind === 'messages'
  ) {
    return <PersonAvatar {...nameParts(hit.title)} photoUrl={hit.imageUrl} small />
  }
  if (hit.imageUrl) {
    return (
      <img
        src={hit.imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        width={36}
        height={36}
        className="size-9 shrink-0 rounded-lg bg-zinc-200 object-cover dark:bg-zinc-800"
      />
    )
  }
  return (
    <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200">
      <Icon name={KIND_ICONS[hit.kind]} className="size-5" />
    </span>
  )
}

/** Where the hit lives, and when (an event's start on the school's clock): "in Chess Society · 2 h ago". */
function contextLine(hit: SearchHit, zone: string): string {
  const parts: string[] = []
  if (hit.kind === 'events' && hit.at) parts.push(formatDate(new Date(hit.at), 'dateTime', zone))
  if (hit.detail) parts.push(hit.detail)
  // A 1:1's conversation is named by the sender already in the title.
  if (hit.context && hit.context.name !== hit.title) {
    const key =
      hit.kind === 'comments'
        ? 'search.onPost'
        : hit.kind === 'messages'
          ? 'search.inChat'
          : 'search.inClub'
    parts.push(t(key, { name: hit.context.name }))
  }
  if (hit.kind !== 'events' && hit.at) parts.push(relativeTime(hit.at))
  return parts.join(' · ')
}

/** One hit as a row: its picture, title, where and when, and the text around the match. */
export function HitContent({ hit }: { hit: SearchHit }) {
  const context = contextLine(hit, useSchool().time_zone)
  return (
    <span className="flex min-w-0 items-start gap-3">
      <Picture hit={hit} />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium text-zinc-900 dark:text-zinc-50">{hit.title}</span>
        {context ? (
          <span className="truncate text-sm text-zinc-700 dark:text-zinc-300">{context}</span>
        ) : null}
        {hit.snippet ? (
          <span className="line-clamp-2 text-sm text-zinc-700 dark:text-zinc-300">
            {hit.snippet}
          </span>
        ) : null}
      </span>
    </span>
  )
}

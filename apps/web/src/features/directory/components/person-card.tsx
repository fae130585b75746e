import type { PersonSummary } from '@quad/shared'
import { Link } from 'react-router'
import { personMeta } from '../../../components/person-meta.ts'
import { PersonAvatar } from '../../../components/person-avatar.tsx'

interface PersonCardProps {
  person: PersonSummary
  /** The directory URL with this person's profile open (?profile=uid), so it deep-links. */
  href: string
}

/**
 * One person in the results. A link, not a button: the card opens the profile dialog, can
 * be opened in a new tab, and `data-person-uid` lets focus come back here on close.
 */
export function PersonCard({ person, href }: PersonCardProps) {
  return (
    <Link
      to={href}
      state={{ openedFromDirectory: true }}
      data-person-uid={person.uid}
      className={
        'flex min-h-20 items-center gap-3 rounded-2xl bg-white p-3.5 shadow-sm ring-1 ring-zinc-200 transition-shadow ' +
        'hover:shadow-md hover:ring-zinc-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
        'dark:bg-zinc-900 dark:ring-zinc-800 dark:hover:ring-zinc-700 dark:focus-visible:outline-white'
      }
    >
      <PersonAvatar
        firstName={person.firstName}
        lastName={person.lastName}
        photoUrl={person.photoUrl}
      />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-zinc-900 dark:text-zinc-50">
          {person.firstName} {person.lastName}
        </span>
        <span className="block text-sm text-zinc-700 dark:text-zinc-300">{personMeta(person)}</span>
      </span>
    </Link>
  )
}

import type { Post } from '@quad/shared'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PersonAvatar } from '../../../components/person-avatar.tsx'
import { formatDate } from '../../../lib/i18n/format.ts'
import { relativeTime } from '../../../lib/i18n/relative-time.ts'
import { t } from '../../../lib/i18n/t.ts'
import { clubHref, postHref, studentProfileHref } from '../../../lib/app-links.ts'
import { PinIcon } from './feed-icons.tsx'

/*
 * The header's links are small text; padding with an equal negative margin gives each a
 * 44 px target on phones without moving the text (quality.md: touch targets).
 */
export const nameLinkClass =
  'inline-block min-w-11 py-2.5 -my-2.5 font-semibold text-zinc-900 hover:underline focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-50 dark:focus-visible:outline-white'

/** Who wrote it (a link to their profile unless the account is gone). */
export function AuthorName({ author }: { author: Post['author'] }) {
  const name = `${author.firstName} ${author.lastName}`.trim()
  if (!author.uid)
    return <span className="font-semibold text-zinc-900 dark:text-zinc-50">{name}</span>
  return (
    <Link to={studentProfileHref(author.uid)} className={nameLinkClass}>
      {name}
    </Link>
  )
}

/** When, as "5 minutes ago" linking to the post's page, with the full date on hover. */
export function PostTime({ iso, href }: { iso: string; href?: string }) {
  const date = new Date(iso)
  const time = (
    <time dateTime={iso} title={formatDate(date, 'full')}>
      {relativeTime(iso)}
    </time>
  )
  if (!href) return time
  return (
    <Link
      to={href}
      className="inline-block min-w-11 py-3 -my-3 hover:underline focus-visible:outline-2 focus-visible:outline-focus dark:focus-visible:outline-white"
    >
      {time}
    </Link>
  )
}

/** Avatar, author, club chip, time, "edited", the pinned badge and the menu. */
export function PostHeader({ post, menu }: { post: Post; menu: ReactNode }) {
  const { author, club } = post
  return (
    <header className="flex items-start gap-3">
      <PersonAvatar
        firstName={author.firstName}
        lastName={author.lastName}
        photoUrl={author.photoUrl}
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <AuthorName author={author} />
          {club ? (
            <Link
              to={clubHref(club.id)}
              aria-label={t('feed.club', { club: club.name })}
              className="group -my-2.5 inline-flex min-w-11 items-center rounded-full py-2.5 focus-visible:outline-2 focus-visible:outline-focus dark:focus-visible:outline-white"
            >
              <span className="inline-flex min-h-6 items-center rounded-full bg-zinc-100 px-2.5 text-xs font-semibold text-zinc-800 group-hover:bg-zinc-200 dark:bg-zinc-800 dark:text-zinc-100 dark:group-hover:bg-zinc-700">
                {club.name}
              </span>
            </Link>
          ) : null}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-zinc-700 dark:text-zinc-300">
          <PostTime iso={post.createdAt} href={postHref(post.id)} />
          {post.editedAt ? <span>· {t('feed.edited')}</span> : null}
          {post.pinned ? (
            <span className="inline-flex items-center gap-1 font-semibold text-zinc-900 dark:text-zinc-50">
              <PinIcon />
              {t('feed.pinned')}
            </span>
          ) : null}
        </p>
      </div>
      {menu}
    </header>
  )
}

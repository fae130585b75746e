import type { ClubMember } from '@quad/shared'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { MenuButton, type MenuAction } from '../../../components/menu-button.tsx'
import { PersonAvatar } from '../../../components/person-avatar.tsx'
import { SearchField } from '../../../components/search-field.tsx'
import { ShowMoreFooter } from '../../../components/show-more-footer.tsx'
import { useInfiniteList } from '../../../lib/paging/infinite-list.ts'
import { clubMembersList } from '../members-api.ts'

interface MembersListProps {
  clubId: string
  /** The signed-in viewer, marked "(you)" and given no actions on themselves. */
  viewerUid: string
  /** The Members tab's own heading (h2), or the Manage area's (h3). */
  headingLevel: 2 | 3
  /** The Manage area's menu for each member; the Members tab has none. */
  actionsFor?: (member: ClubMember) => MenuAction[]
  /** What follows the list (the Manage area's announcements and errors). */
  children?: ReactNode
}

/**
 * The club's members, searchable, each with their role (decision 031; issue 16's Members
 * tab). The server decides who may list them and leaves out each email its owner's privacy
 * keeps from the viewer.
 */
export function MembersList({
  clubId,
  viewerUid,
  headingLevel,
  actionsFor,
  children,
}: MembersListProps) {
  const [q, setQ] = useState('')
  const list = useInfiniteList(clubMembersList(clubId, 'active', q))
  const members = list.query
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = `members-${String(headingLevel)}`
  const items = list.items
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading
          id={headingId}
          className={headingLevel === 2 ? 'text-xl font-semibold' : 'text-lg font-semibold'}
        >
          {t('manage.membersTitle')}
        </Heading>
        <div className="flex w-full sm:w-72">
          <SearchField
            value={q}
            onSearch={setQ}
            label={t('manage.search')}
            placeholder={t('manage.searchPlaceholder')}
          />
        </div>
      </div>
      {members.isPending ? <p role="status">{t('manage.loading')}</p> : null}
      {members.isError ? (
        <p role="alert" className="text-red-800 dark:text-red-300">
          {t('clubs.membersFailed')}
        </p>
      ) : null}
      {members.isSuccess && items.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">{t('manage.noMembers')}</p>
      ) : null}
      <ul
        aria-label={t('manage.membersTitle')}
        className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800"
      >
        {items.map((member) => (
          <MemberRow
            key={member.uid}
            member={member}
            self={member.uid === viewerUid}
            actions={member.uid === viewerUid || !actionsFor ? null : actionsFor(member)}
          />
        ))}
      </ul>
      {members.isSuccess && items.length > 0 ? (
        <ShowMoreFooter
          list={list}
          moreLabel={t('clubs.moreMembers')}
          loadingLabel={t('manage.loading')}
          doneLabel={t('clubs.allMembersShown')}
        />
      ) : null}
      {children}
    </section>
  )
}

interface MemberRowProps {
  member: ClubMember
  self: boolean
  /** Null where the list has no menus at all (the Members tab). */
  actions: MenuAction[] | null
}

function MemberRow({ member, self, actions }: MemberRowProps) {
  const name = `${member.firstName} ${member.lastName}`
  return (
    <li className="flex items-center gap-3 py-3">
      <PersonAvatar {...member} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          <Link
            to={`/student_profile?uid=${encodeURIComponent(member.uid)}`}
            className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-focus dark:focus-visible:outline-white"
          >
            {name}
          </Link>{' '}
          {self ? <span className="font-normal">{t('manage.you')}</span> : null}
        </p>
        {/* The same lines for everyone: when they joined, then their email where their
            privacy lets the viewer see it (issue 30 bug 9). */}
        <p className="truncate text-sm text-zinc-700 dark:text-zinc-300">
          {t('manage.since', { date: formatDate(new Date(member.since)) })}
        </p>
        {member.email ? (
          <p className="truncate text-sm">
            <a
              href={`mailto:${member.email}`}
              className="rounded text-zinc-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-300 dark:focus-visible:outline-white"
            >
              {member.email}
            </a>
          </p>
        ) : null}
      </div>
      <RoleBadge role={member.role} />
      {actions === null ? null : actions.length > 0 ? (
        <MenuButton look="ghost" label={t('manage.actions', { name })} actions={actions} />
      ) : (
        <span className="size-11 shrink-0" aria-hidden="true" />
      )}
    </li>
  )
}

function RoleBadge({ role }: { role: ClubMember['role'] }) {
  const officer = role === 'officer'
  return (
    <span
      className={
        'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ' +
        (officer
          ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900'
          : 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100')
      }
    >
      {t(officer ? 'manage.officer' : 'manage.member')}
    </span>
  )
}

import '../messages.ts'
import { useSyncExternalStore } from 'react'
import type { AdminPerson } from '@quad/shared'
import { PersonAvatar } from '../../../components/person-avatar.tsx'
import { StatusChip, type StatusChipTone } from '../../../components/status-chip.tsx'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { PersonActions, type PersonAction } from './person-actions.tsx'

/** Tailwind's `md`: a table from here, cards below (a phone has no room for six columns). */
const WIDE = '(min-width: 768px)'
function useWide(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE)
      query.addEventListener('change', changed)
      return () => {
        query.removeEventListener('change', changed)
      }
    },
    () => window.matchMedia(WIDE).matches,
  )
}

interface PeopleListProps {
  people: AdminPerson[]
  onAction: (action: PersonAction, person: AdminPerson) => void
}

export function PeopleList({ people, onAction }: PeopleListProps) {
  return useWide() ? (
    <PeopleTable people={people} onAction={onAction} />
  ) : (
    <ul className="flex flex-col gap-3" aria-label={t('admin.peoplePage')}>
      {people.map((person) => (
        <li
          key={person.uid}
          className="flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <div className="flex items-start gap-3">
            <PersonAvatar {...person} />
            <div className="min-w-0 flex-1">
              <NameAndEmail person={person} />
            </div>
            <PersonActions person={person} onAction={onAction} />
          </div>
          <div className="flex flex-wrap gap-2">
            <StatusBadge person={person} />
            <Tag>{t(`people.type.${person.accountType}`)}</Tag>
            {person.roles.length > 0 ? <Tag>{rolesText(person)}</Tag> : null}
          </div>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {t('people.joined', { date: formatDate(new Date(person.joinedAt)) })} ·{' '}
            {person.lastActiveAt
              ? t('people.lastActive', { date: lastActive(person) })
              : t('people.neverActive')}
          </p>
        </li>
      ))}
    </ul>
  )
}

const th = 'px-4 py-3 text-left text-sm font-semibold text-zinc-900 dark:text-zinc-50'
const td = 'px-4 py-3 align-middle text-zinc-800 dark:text-zinc-200'

function PeopleTable({ people, onAction }: PeopleListProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <table className="w-full">
        <caption className="sr-only">{t('admin.peoplePage')}</caption>
        <thead className="bg-zinc-50 dark:bg-zinc-950">
          <tr>
            <th scope="col" className={th}>
              {t('people.columnPerson')}
            </th>
            <th scope="col" className={th}>
              {t('people.columnType')}
            </th>
            <th scope="col" className={th}>
              {t('people.columnRoles')}
            </th>
            <th scope="col" className={th}>
              {t('people.columnStatus')}
            </th>
            <th scope="col" className={th}>
              {t('people.columnLastActive')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('people.columnActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.uid} className="border-t border-zinc-200 dark:border-zinc-800">
              <td className={td}>
                <div className="flex items-center gap-3">
                  <PersonAvatar {...person} />
                  <div className="min-w-0">
                    <NameAndEmail person={person} />
                  </div>
                </div>
              </td>
              <td className={td}>{t(`people.type.${person.accountType}`)}</td>
              <td className={td}>{rolesText(person)}</td>
              <td className={td}>
                <StatusBadge person={person} />
              </td>
              <td className={`${td} text-sm whitespace-nowrap`}>{lastActive(person)}</td>
              <td className={`${td} text-right`}>
                <PersonActions person={person} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function NameAndEmail({ person }: { person: AdminPerson }) {
  return (
    <>
      <p className="truncate font-semibold text-zinc-900 dark:text-zinc-50">
        {person.firstName} {person.lastName}
      </p>
      <p className="truncate text-sm text-zinc-700 dark:text-zinc-300">{person.email}</p>
    </>
  )
}

const rolesText = (person: AdminPerson) =>
  person.roles.length === 0
    ? t('people.noRoles')
    : person.roles.map((role) => t(`people.role.${role}`)).join(', ')

const lastActive = (person: AdminPerson) =>
  person.lastActiveAt ? formatDate(new Date(person.lastActiveAt)) : t('people.never')

const badgeTone = {
  active: 'success',
  invited: 'info',
  suspended: 'danger',
} as const satisfies Record<AdminPerson['status'], StatusChipTone>

function StatusBadge({ person }: { person: AdminPerson }) {
  const text =
    person.status === 'suspended' && person.suspendedUntil
      ? t('people.suspendedUntil', { date: formatDate(new Date(person.suspendedUntil)) })
      : t(`people.status.${person.status}`)
  return (
    <StatusChip tone={badgeTone[person.status]} nowrap>
      {text}
    </StatusChip>
  )
}

function Tag({ children }: { children: string }) {
  return (
    <span className="inline-block rounded-full bg-zinc-100 px-2.5 py-0.5 text-sm text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100">
      {children}
    </span>
  )
}

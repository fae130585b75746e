import '../../features/clubs/messages.ts'
import '../../features/connections/messages.ts'
import { ConnectionStatus } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../components/button.tsx'
import { PersonAvatar } from '../../components/person-avatar.tsx'
import { suggestedPeopleQuery } from '../../features/accounts/api.ts'
import { clubsPageQuery, useMembership } from '../../features/clubs/api.ts'
import { useConnect } from '../../features/connections/api.ts'
import { t } from '../../lib/i18n/t.ts'
import { useSchool } from '../../lib/school/school.ts'

const SHOWN = 4
const cardClass =
  'flex min-h-16 items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800'
const headingClass = 'text-lg font-semibold text-zinc-900 dark:text-zinc-50'

/**
 * The welcome's last step (issue 14): clubs to join and schoolmates to connect with, through
 * the clubs' listing and join calls and the directory's and connections' calls.
 */
export function WelcomeSuggestions() {
  const school = useSchool()
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ClubSuggestions />
      {school.config.connect ? <PeopleSuggestions /> : null}
    </div>
  )
}

function ClubSuggestions() {
  const { data } = useQuery(clubsPageQuery({ search: '', membership: 'all' }, 1))
  const membership = useMembership()
  const [joined, setJoined] = useState<string[]>([])
  const clubs = (data?.items ?? []).filter(
    (club) => club.membership === null || joined.includes(club.id),
  )
  return (
    <section aria-labelledby="welcome-clubs" className="flex flex-col gap-3">
      <h3 id="welcome-clubs" className={headingClass}>
        {t('accounts.clubsSuggested')}
      </h3>
      {clubs.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">{t('accounts.noSuggestions')}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {clubs.slice(0, SHOWN).map((club) => (
          <li key={club.id} className={cardClass}>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-zinc-900 dark:text-zinc-50">{club.name}</p>
              <p className="truncate text-sm text-zinc-700 dark:text-zinc-300">{club.category}</p>
            </div>
            {joined.includes(club.id) ? (
              <span className="text-sm font-semibold text-green-800 dark:text-green-300">
                {t('accounts.joined')}
              </span>
            ) : (
              <Button
                variant="secondary"
                aria-label={t('clubs.joinName', { name: club.name })}
                onClick={() =>
                  membership.mutate(
                    { id: club.id, join: true },
                    { onSuccess: () => setJoined((list) => [...list, club.id]) },
                  )
                }
              >
                {t('clubs.join')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function PeopleSuggestions() {
  const { data: people = [] } = useQuery(suggestedPeopleQuery)
  const connect = useConnect()
  const [asked, setAsked] = useState<string[]>([])
  const strangers = people.filter(
    (person) => person.connectionStatus === ConnectionStatus.NONE || asked.includes(person.uid),
  )
  return (
    <section aria-labelledby="welcome-people" className="flex flex-col gap-3">
      <h3 id="welcome-people" className={headingClass}>
        {t('accounts.peopleSuggested')}
      </h3>
      {strangers.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">{t('accounts.noSuggestions')}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {strangers.slice(0, SHOWN).map((person) => {
          const name = `${person.firstName} ${person.lastName}`
          return (
            <li key={person.uid} className={cardClass}>
              <PersonAvatar
                firstName={person.firstName}
                lastName={person.lastName}
                photoUrl={person.photoUrl}
              />
              <p className="min-w-0 flex-1 truncate font-medium text-zinc-900 dark:text-zinc-50">
                {name}
              </p>
              {asked.includes(person.uid) ? (
                <span className="text-sm font-semibold text-green-800 dark:text-green-300">
                  {t('accounts.requested')}
                </span>
              ) : (
                <Button
                  variant="secondary"
                  aria-label={t('accounts.connectName', { name })}
                  onClick={() =>
                    connect.mutate(
                      { uid: person.uid, type: 'request' },
                      { onSuccess: () => setAsked((list) => [...list, person.uid]) },
                    )
                  }
                >
                  {t('connections.connect')}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

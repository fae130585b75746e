import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { PersonAvatar } from '../../../components/person-avatar.tsx'
import { clubMembersQuery, useDecideRequest } from '../members-api.ts'

/** Requests to join a closed club, each with Approve and Decline (decision 031). */
export function ManageRequests({ clubId }: { clubId: string }) {
  const requests = useQuery(clubMembersQuery(clubId, 'pending'))
  const decide = useDecideRequest(clubId)
  const [announced, setAnnounced] = useState('')
  const items = requests.data?.items ?? []
  return (
    <section aria-labelledby="manage-requests" className="flex flex-col gap-3">
      <h3 id="manage-requests" className="text-lg font-semibold">
        {t('manage.requestsTitle')}
        {items.length > 0 ? (
          <span className="ml-2 rounded-full bg-school px-2 py-0.5 text-sm text-on-school">
            {items.length}
          </span>
        ) : null}
      </h3>
      {requests.isPending ? <p role="status">{t('manage.loading')}</p> : null}
      {requests.isSuccess && items.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">{t('manage.noRequests')}</p>
      ) : null}
      <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
        {items.map((person) => {
          const name = `${person.firstName} ${person.lastName}`
          const act = (approve: boolean) => {
            setAnnounced('')
            decide.mutate(
              { memberUid: person.uid, approve },
              {
                onSuccess: () => {
                  setAnnounced(t(approve ? 'manage.approved' : 'manage.declined', { name }))
                },
              },
            )
          }
          return (
            <li key={person.uid} className="flex flex-wrap items-center gap-3 py-3">
              <PersonAvatar {...person} />
              <span className="min-w-0 flex-1 font-medium">{name}</span>
              <div className="flex gap-2">
                <Button aria-label={t('manage.approveName', { name })} onClick={() => act(true)}>
                  {t('manage.approve')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('manage.declineName', { name })}
                  onClick={() => act(false)}
                >
                  {t('manage.decline')}
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
      <p role="status" className="sr-only">
        {announced}
      </p>
      {decide.error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t('manage.failed', { reason: decide.error.message })}
        </p>
      ) : null}
    </section>
  )
}

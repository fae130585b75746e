import '../messages.ts'
import { useState, type ReactNode } from 'react'
import type { AdminPerson } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { ShowMoreFooter } from '../../../components/show-more-footer.tsx'
import { ResultsMessage } from '../../../components/results-message.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update.ts'
import { usePeopleList, useReactivate, useSendReset, type PeopleFilter } from '../api.ts'
import { peopleFilterOf, withFilter } from '../people-params.ts'
import { ImportDialog } from './import-dialog.tsx'
import { InviteDialog } from './invite-dialog.tsx'
import { PeopleFilters } from './people-filters.tsx'
import { PeopleList } from './people-list.tsx'
import type { PersonAction } from './person-actions.tsx'
import { AccountTypeDialog, RolesDialog, SuspendDialog } from './person-dialogs.tsx'

type OpenDialog =
  { kind: 'invite' | 'import' } | { kind: 'type' | 'roles' | 'suspend'; person: AdminPerson } | null

interface PeoplePageProps {
  /** The console's page heading (another feature's, passed in by the route), with these actions. */
  renderHeader: (heading: { title: string; intro: string; actions: ReactNode }) => ReactNode
}

/** /admin/people (issue 14 item 2): search, filters in the URL, the list, its actions. */
export function PeoplePage({ renderHeader }: PeoplePageProps) {
  const { params, update } = useSearchParamsUpdate()
  const filter = peopleFilterOf(params)
  const list = usePeopleList(filter)
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const reactivate = useReactivate()
  const sendReset = useSendReset()
  const close = () => {
    setDialog(null)
  }
  const name = (person: AdminPerson) => `${person.firstName} ${person.lastName}`
  const onAction = (action: PersonAction, person: AdminPerson) => {
    if (action === 'reactivate') {
      reactivate.mutate(person.uid, {
        onSuccess: () =>
          toast(t('people.reactivated', { name: name(person) }), { type: 'Success' }),
        onError: (error) => toast(t('people.failed', { reason: error.message }), { type: 'Error' }),
      })
    } else if (action === 'reset') {
      sendReset.mutate(person.uid, {
        onSuccess: () => toast(t('people.resetSent', { name: name(person) }), { type: 'Success' }),
        onError: (error) => toast(t('people.failed', { reason: error.message }), { type: 'Error' }),
      })
    } else setDialog({ kind: action, person })
  }
  const setFilter = (key: keyof PeopleFilter, value: string) => {
    update((previous) => withFilter(previous, key, value), { replace: key === 'q' })
  }
  return (
    <div className="flex flex-col gap-6">
      {renderHeader({
        title: t('admin.peoplePage'),
        intro: t('people.intro'),
        actions: (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setDialog({ kind: 'import' })
              }}
            >
              {t('people.import')}
            </Button>
            <Button
              onClick={() => {
                setDialog({ kind: 'invite' })
              }}
            >
              {t('people.invite')}
            </Button>
          </>
        ),
      })}
      <PeopleFilters filter={filter} onChange={setFilter} />
      <Results list={list} onAction={onAction} />
      {dialog?.kind === 'invite' ? <InviteDialog onClose={close} /> : null}
      {dialog?.kind === 'import' ? <ImportDialog onClose={close} /> : null}
      {dialog?.kind === 'type' ? (
        <AccountTypeDialog person={dialog.person} onClose={close} />
      ) : null}
      {dialog?.kind === 'roles' ? <RolesDialog person={dialog.person} onClose={close} /> : null}
      {dialog?.kind === 'suspend' ? <SuspendDialog person={dialog.person} onClose={close} /> : null}
    </div>
  )
}

function Results({
  list,
  onAction,
}: {
  list: ReturnType<typeof usePeopleList>
  onAction: (action: PersonAction, person: AdminPerson) => void
}) {
  if (list.query.isPending) {
    return (
      <p role="status" className="text-zinc-700 dark:text-zinc-300">
        {t('people.loading')}
      </p>
    )
  }
  if (list.query.isError && list.items.length === 0) {
    return (
      <ResultsMessage
        role="alert"
        icon="search"
        title={t('people.errorTitle')}
        body={t('people.errorBody')}
        action={<Button onClick={() => void list.query.refetch()}>{t('people.retry')}</Button>}
      />
    )
  }
  if (list.items.length === 0) {
    return (
      <ResultsMessage
        role="status"
        icon="search"
        title={t('people.emptyTitle')}
        body={t('people.emptyBody')}
        action={null}
      />
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <PeopleList people={list.items} onAction={onAction} />
      <ShowMoreFooter
        list={list}
        moreLabel={t('people.loadMore')}
        loadingLabel={t('people.loadingMore')}
        doneLabel={t('people.allShown')}
      />
    </div>
  )
}

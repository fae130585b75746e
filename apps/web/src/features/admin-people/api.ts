import {
  AdminPeoplePage,
  AdminPerson,
  ImportPreview,
  PeopleImport,
  UserRoles,
  type AccountType,
  type GrantedRole,
  type InvitationBody,
  type PersonStatus,
  type SchoolRole,
  type SuspensionBody,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { cursorListOptions, useInfiniteList } from '../../lib/paging/infinite-list.ts'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'

const PEOPLE_API = '/api/v1/admin/people'

/** The page's filters, as the URL keeps them. */
export interface PeopleFilter {
  q: string
  role: SchoolRole | ''
  type: AccountType | ''
  status: PersonStatus | ''
}

export const peopleKeys = {
  all: ['admin-people'] as const,
  lists: ['admin-people', 'list'] as const,
  list: (filter: PeopleFilter) =>
    ['admin-people', 'list', filter.q, filter.role, filter.type, filter.status] as const,
  import: (id: string) => ['admin-people', 'import', id] as const,
}

export function peopleListQuery(filter: PeopleFilter) {
  return cursorListOptions(peopleKeys.list(filter), (cursor, signal) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value)
    if (cursor) params.set('cursor', cursor)
    return bearerRequestJson(`${PEOPLE_API}?${params.toString()}`, AdminPeoplePage, { signal })
  })
}

/** The list as the page shows it, page by page ("Show more people"). */
export const usePeopleList = (filter: PeopleFilter) => useInfiniteList(peopleListQuery(filter))

const person = (uid: string) => `${PEOPLE_API}/${encodeURIComponent(uid)}`

/** Each change answers nothing the list cannot re-read: the list is read again after it. */
function usePeopleMutation<Vars, Result>(run: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.lists }),
  })
}

export const useSetAccountType = () =>
  usePeopleMutation(({ uid, accountType }: { uid: string; accountType: AccountType }) =>
    bearerRequestJson(person(uid), AdminPerson, { method: 'PATCH', json: { accountType } }),
  )

export const useSetRoles = () =>
  usePeopleMutation(({ uid, roles }: { uid: string; roles: GrantedRole[] }) =>
    bearerRequestJson(`/api/v1/admin/users/${encodeURIComponent(uid)}/roles`, UserRoles, {
      method: 'PUT',
      json: { roles },
    }),
  )

export const useSuspend = () =>
  usePeopleMutation(({ uid, ...body }: SuspensionBody & { uid: string }) =>
    bearerRequestJson(`${person(uid)}/suspension`, AdminPerson, { method: 'PUT', json: body }),
  )

export const useReactivate = () =>
  usePeopleMutation((uid: string) =>
    bearerRequestJson(`${person(uid)}/suspension`, AdminPerson, { method: 'DELETE' }),
  )

/** The accounts feature's calls (issue 14): a 204 or a 201 whose body the page does not need. */
export const useSendReset = () =>
  useMutation({
    mutationFn: (uid: string) =>
      bearerRequest(`/api/v1/admin/users/${encodeURIComponent(uid)}/password-reset`, {
        method: 'POST',
      }),
  })

export const useInvite = () =>
  usePeopleMutation((body: InvitationBody) =>
    bearerRequest('/api/v1/admin/invitations', { method: 'POST', json: body }),
  )

function csvForm(file: File): FormData {
  const form = new FormData()
  form.set('file', file)
  return form
}

export const usePreviewImport = () =>
  useMutation({
    mutationFn: (file: File) =>
      bearerRequestJson(`${PEOPLE_API}/imports?dryRun=1`, ImportPreview, {
        method: 'POST',
        formData: csvForm(file),
      }),
  })

export const useStartImport = () =>
  useMutation({
    mutationFn: (file: File) =>
      bearerRequestJson(`${PEOPLE_API}/imports`, PeopleImport, {
        method: 'POST',
        formData: csvForm(file),
      }),
  })

/** An import's progress, read every second until it is over (decision 028: polling). */
export function importProgressQuery(id: string) {
  return queryOptions({
    queryKey: peopleKeys.import(id),
    queryFn: ({ signal }) =>
      bearerRequestJson(`${PEOPLE_API}/imports/${encodeURIComponent(id)}`, PeopleImport, {
        signal,
      }),
    refetchInterval: (query) => {
      const status = query.state.data?.status
      return status === 'done' || status === 'failed' ? false : 1000
    },
  })
}

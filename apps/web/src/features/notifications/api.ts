import { NotificationList, type NotificationItem, type SetReadBody } from '@quad/shared'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import type { RequestOptions } from '../../lib/http/http.ts'
import {
  bearerRequest as bearerRequestWithJwt,
  bearerRequestJson as bearerRequestJsonWithJwt,
  currentJwt,
  refreshJwt,
} from '../../lib/http/bearer-client.ts'
import { cursorListOptions, type CursorPages } from '../../lib/paging/infinite-list.ts'
import { notificationKeys } from './notification-keys.ts'

export const NOTIFICATIONS_API = '/api/v1/notifications'

/*
 * The panel opens from the shell and settings from a route that loads no JWT: fetch the
 * session's JWT first when nothing has yet (the bearer client refuses to call without).
 */
async function ensureJwt(): Promise<void> {
  if (!currentJwt()) await refreshJwt()
}

export async function bearerRequest(...args: Parameters<typeof bearerRequestWithJwt>) {
  await ensureJwt()
  return bearerRequestWithJwt(...args)
}

export async function bearerRequestJson<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options?: RequestOptions,
) {
  await ensureJwt()
  return bearerRequestJsonWithJwt(path, schema, options)
}
const PAGE_SIZE = 20

type ListPages = CursorPages<NotificationList>

/** Newest first, 20 at a time, each next page by the cursor the last gave (decision 025). */
export const notificationsQuery = cursorListOptions(notificationKeys.list, (cursor, signal) =>
  bearerRequestJson(
    `${NOTIFICATIONS_API}?count=${String(PAGE_SIZE)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    NotificationList,
    { signal },
  ),
)

/** Changes the loaded list in place (optimistic updates). */
function editList(
  queryClient: QueryClient,
  edit: (items: NotificationItem[]) => NotificationItem[],
): void {
  queryClient.setQueryData<ListPages>(notificationKeys.list, (data) => {
    if (!data) return data
    const pages = data.pages.map((page) => {
      const items = edit(page.items)
      return { ...page, items, total: page.total - (page.items.length - items.length) }
    })
    return { ...data, pages }
  })
}

function unreadIn(queryClient: QueryClient, ids: number[]): number {
  const data = queryClient.getQueryData<ListPages>(notificationKeys.list)
  const items = data?.pages.flatMap((page) => page.items) ?? []
  return items.filter((item) => ids.includes(item.id) && !item.read).length
}

function shiftCount(queryClient: QueryClient, by: number): void {
  queryClient.setQueryData<number>(notificationKeys.unreadCount, (count) =>
    Math.max(0, (count ?? 0) + by),
  )
}

/**
 * One optimistic change: applied at once, undone if the server refuses. The socket's
 * `notification` frame then brings the server's own unread count.
 */
function useOptimistic<Input>(
  send: (input: Input) => Promise<unknown>,
  apply: (qc: QueryClient, input: Input) => void,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list })
      const list = queryClient.getQueryData<ListPages>(notificationKeys.list)
      const count = queryClient.getQueryData<number>(notificationKeys.unreadCount)
      apply(queryClient, input)
      return { list, count }
    },
    onError: (_error, _input, saved) => {
      queryClient.setQueryData(notificationKeys.list, saved?.list)
      queryClient.setQueryData(notificationKeys.unreadCount, saved?.count)
    },
  })
}

export function useSetRead() {
  return useOptimistic(
    ({ ids, read }: { ids: number[]; read: boolean }) =>
      bearerRequest(NOTIFICATIONS_API, {
        method: 'PATCH',
        json: { ids, read } satisfies z.input<typeof SetReadBody>,
      }),
    (queryClient, { ids, read }) => {
      const unread = unreadIn(queryClient, ids)
      shiftCount(queryClient, read ? -unread : ids.length - unread)
      editList(queryClient, (items) =>
        items.map((item) => (ids.includes(item.id) ? { ...item, read } : item)),
      )
    },
  )
}

export function useMarkAllRead() {
  return useOptimistic(
    () => bearerRequest(`${NOTIFICATIONS_API}/mark-all-as-read`, { method: 'PATCH' }),
    (queryClient) => {
      queryClient.setQueryData(notificationKeys.unreadCount, 0)
      editList(queryClient, (items) => items.map((item) => ({ ...item, read: true })))
    },
  )
}

export function useDeleteNotifications() {
  return useOptimistic(
    (ids: number[]) =>
      bearerRequest(`${NOTIFICATIONS_API}?ids=${ids.join(',')}`, { method: 'DELETE' }),
    (queryClient, ids) => {
      shiftCount(queryClient, -unreadIn(queryClient, ids))
      editList(queryClient, (items) => items.filter((item) => !ids.includes(item.id)))
    },
  )
}

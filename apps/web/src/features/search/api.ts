import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { SearchAnswer, type SearchKind } from '@quad/shared'
import { signedInJson } from '../../lib/http/bearer-client.ts'

export const searchKeys = {
  all: ['search'] as const,
  grouped: (q: string) => [...searchKeys.all, 'grouped', q] as const,
  kind: (q: string, kind: SearchKind) => [...searchKeys.all, 'kind', q, kind] as const,
}

const searchPath = (params: Record<string, string>) =>
  `/api/v1/search?${new URLSearchParams(params).toString()}`

/** Every kind's first hits (the box's list, the search page's "All"). */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.grouped(q),
    queryFn: ({ signal }) => signedInJson(searchPath({ q }), SearchAnswer, { signal }),
    staleTime: 30_000,
  })

/** One kind's pages ("See all"), read on by `nextCursor`. */
export const searchKindQuery = (q: string, kind: SearchKind) =>
  infiniteQueryOptions({
    queryKey: searchKeys.kind(q, kind),
    queryFn: ({ signal, pageParam }) =>
      signedInJson(
        searchPath({ q, kind, ...(pageParam === null ? {} : { cursor: pageParam }) }),
        SearchAnswer,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.groups[0]?.nextCursor ?? null,
    staleTime: 30_000,
  })

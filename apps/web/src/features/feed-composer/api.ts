import {
  CreatePostBody,
  MentionSuggestions,
  Post,
  UpdatePostBody,
  type MentionQuery,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'

const POSTS_API = '/api/v1/feed/posts'

/** The feed's lists and posts (features/feed) live under this key: an edit refreshes them. */
const FEED_KEY = ['feed'] as const

/** `GET /api/v1/feed/mentions`: whom the author may mention, the club's members first. */
export function mentionSuggestionsQuery({ q, clubId }: MentionQuery) {
  const params = new URLSearchParams({ q })
  if (clubId) params.set('clubId', clubId)
  return queryOptions({
    queryKey: ['feed-composer', 'mentions', clubId ?? null, q] as const,
    queryFn: ({ signal }) =>
      bearerRequestJson(`/api/v1/feed/mentions?${params.toString()}`, MentionSuggestions, {
        signal,
      }),
    staleTime: 60_000,
  })
}

/**
 * `POST /api/v1/feed/posts`. No cache is touched: the list puts the author's post at the
 * top through `onPosted`, so nothing refetches under the reader.
 */
export function useCreatePost() {
  return useMutation({
    mutationFn: (body: z.input<typeof CreatePostBody>) =>
      bearerRequestJson(POSTS_API, Post, { method: 'POST', json: CreatePostBody.parse(body) }),
  })
}

export function useUpdatePost(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.input<typeof UpdatePostBody>) =>
      bearerRequestJson(`${POSTS_API}/${encodeURIComponent(id)}`, Post, {
        method: 'PATCH',
        json: UpdatePostBody.parse(body),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEED_KEY }),
  })
}

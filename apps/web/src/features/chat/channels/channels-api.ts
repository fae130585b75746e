import {
  ChannelList,
  ChannelSummary,
  type CreateChannelBody,
  type UpdateChannelBody,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import { bearerRequestJson } from '../../../lib/http/bearer-client.ts'
import { CHAT_API } from '../api.ts'
import { invalidateLists } from '../chat-dispatch.ts'
import { chatKeys } from '../chat-keys.ts'

/** The student's club channels, by club (issue 35 item 9); kept current by the socket. */
export function channelsQuery() {
  return queryOptions({
    queryKey: chatKeys.channels,
    queryFn: ({ signal }) => bearerRequestJson(`${CHAT_API}/channels`, ChannelList, { signal }),
  })
}

/** An officer opens a channel in their club; every member's list shows it. */
export function useCreateChannel(clubUid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: z.input<typeof CreateChannelBody>) =>
      bearerRequestJson(`/api/v1/clubs/${encodeURIComponent(clubUid)}/channels`, ChannelSummary, {
        method: 'POST',
        json: input,
      }),
    onSuccess: () => {
      invalidateLists(queryClient)
    },
  })
}

/** Rename, who posts, archive or open again. */
export function useUpdateChannel(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: z.input<typeof UpdateChannelBody>) =>
      bearerRequestJson(`${CHAT_API}/channels/${String(id)}`, ChannelSummary, {
        method: 'PATCH',
        json: input,
      }),
    onSuccess: () => {
      invalidateLists(queryClient)
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) })
    },
  })
}

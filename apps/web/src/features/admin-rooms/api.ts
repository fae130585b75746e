import { Room, RoomList, type RoomBody, type RoomPatch } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'

const ROOMS = '/api/v1/rooms'
const roomPath = (id: string) => `${ROOMS}/${encodeURIComponent(id)}`

/** The event editor reads the same key: a change here refreshes its list of rooms. */
export const roomKeys = { all: ['rooms'] as const }

/** The school's rooms, by name (decision 105). */
export const adminRoomsQuery = queryOptions({
  queryKey: roomKeys.all,
  queryFn: ({ signal }) => bearerRequestJson(ROOMS, RoomList, { signal }),
})

function useChanged() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: roomKeys.all })
}

/** Adds a room (no id) or changes one. */
export function useSaveRoom() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: RoomBody | RoomPatch }) =>
      id === null
        ? bearerRequestJson(ROOMS, Room, { method: 'POST', json: body })
        : bearerRequestJson(roomPath(id), Room, { method: 'PATCH', json: body }),
    onSuccess,
  })
}

export function useArchiveRoom() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: async (id: string) => {
      await bearerRequest(roomPath(id), { method: 'DELETE' })
    },
    onSuccess,
  })
}

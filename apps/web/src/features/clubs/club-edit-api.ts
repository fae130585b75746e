import { Club, ClubCategories, type ClubRequestBody, type UpdateClubBody } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { CLUBS_API, clubKeys } from './api.ts'

/** The school's categories (decision 030: the distinct categories of its clubs). */
export const clubCategoriesQuery = queryOptions({
  queryKey: ['clubs', 'categories'] as const,
  queryFn: ({ signal }) => bearerRequestJson(`${CLUBS_API}/categories`, ClubCategories, { signal }),
})

/** After an edit, every view of clubs reads again: the listing, the page, the categories. */
function useClubsChanged() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: clubKeys.all })
}

/** `PATCH /api/v1/clubs/{id}`: officers the about, questions and tags; admins everything. */
export function useUpdateClub() {
  const changed = useClubsChanged()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateClubBody }) =>
      bearerRequestJson(`${CLUBS_API}/${encodeURIComponent(id)}`, Club, {
        method: 'PATCH',
        json: body,
      }),
    onSuccess: changed,
  })
}

/** `PUT /api/v1/clubs/{id}/logo|cover`: the file as chosen; the server re-encodes it. */
export function useUploadClubImage() {
  const changed = useClubsChanged()
  return useMutation({
    mutationFn: ({ id, kind, file }: { id: string; kind: 'logo' | 'cover'; file: Blob }) => {
      const formData = new FormData()
      formData.append(kind, file)
      return bearerRequestJson(`${CLUBS_API}/${encodeURIComponent(id)}/${kind}`, Club, {
        method: 'PUT',
        formData,
      })
    },
    onSuccess: changed,
  })
}

/** `POST /api/v1/clubs/requests`: a student asks for a club. */
export function useRequestClub() {
  const changed = useClubsChanged()
  return useMutation({
    mutationFn: (body: ClubRequestBody) =>
      bearerRequestJson(`${CLUBS_API}/requests`, Club, { method: 'POST', json: body }),
    onSuccess: changed,
  })
}

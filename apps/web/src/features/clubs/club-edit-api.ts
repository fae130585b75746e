import {
  Club,
  ClubCategories,
  type ClubRequestBody,
  type ErrorIssue,
  type UpdateClubBody,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { isHttpError } from '../../lib/http/http.ts'
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

export type FormErrors = Record<string, string>

/**
 * A form's errors by field, from the shared schema before sending (one schema checks
 * both sides): `additionalInfo.0.answer` stays whole so each question shows its own.
 */
export function schemaErrors(schema: z.ZodMiniType, value: unknown): FormErrors {
  const parsed = z.safeParse(schema, value)
  if (parsed.success) return {}
  return byField(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })))
}

/** The server's 400 on the same fields (`body.name` → `name`); other failures under `form`. */
export function serverErrors(error: unknown): FormErrors {
  const issues = isHttpError(error) ? (error.body?.error.issues ?? []) : []
  const fields = byField(
    issues
      .filter((issue) => issue.path.startsWith('body.'))
      .map((issue) => ({ ...issue, path: issue.path.slice('body.'.length) })),
  )
  if (Object.keys(fields).length > 0) return fields
  return { form: error instanceof Error ? error.message : String(error) }
}

function byField(issues: readonly ErrorIssue[]): FormErrors {
  const errors: FormErrors = {}
  for (const issue of issues) errors[issue.path] ??= issue.message
  return errors
}

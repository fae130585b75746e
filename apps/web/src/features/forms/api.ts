import {
  EVENTS_PAGE_MAX,
  EventPage,
  Form,
  FormList,
  FormResponseReceipt,
  FormResults,
  type FormAnswer,
  type FormAnswerFile,
  type FormBody,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { downloadFile } from '../../lib/http/download-file.ts'

/*
 * Forms and surveys (issue 37 item 1, decision 110): a club's forms in its Manage area,
 * the builder, the answer page and the results.
 */
const clubForms = (clubId: string) => `/api/v1/clubs/${encodeURIComponent(clubId)}/forms`
const SCHOOL_FORMS = '/api/v1/school-forms'
const formPath = (formId: string) => `/api/v1/forms/${encodeURIComponent(formId)}`

/**
 * The next events a form may go to (decision 110): a club's own for its form, all the
 * school's (its own and its clubs') for the school's; as many as a page holds. Read here,
 * not through the events feature, whose registration builds on the forms' questions.
 */
export const formEventChoicesQuery = (clubId: string | null) =>
  queryOptions({
    queryKey: ['events', 'form-choices', clubId ?? ''] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        from: new Date().toISOString(),
        limit: String(EVENTS_PAGE_MAX),
      })
      if (clubId) {
        params.set('scope', 'club')
        params.set('clubId', clubId)
      }
      return bearerRequestJson(`/api/v1/events?${params.toString()}`, EventPage, { signal })
    },
  })

export const formKeys = {
  all: ['forms'] as const,
  mine: ['forms', 'mine'] as const,
  /** A club's forms, or the school's own (''), for those who run them. */
  managed: (clubId: string | null) => ['forms', 'managed', clubId ?? ''] as const,
  one: (formId: string) => ['forms', 'one', formId] as const,
  results: (formId: string) => ['forms', 'results', formId] as const,
}

/** The forms the student may answer now (every club's and the school's). */
export const myFormsQuery = queryOptions({
  queryKey: formKeys.mine,
  queryFn: ({ signal }) => bearerRequestJson('/api/v1/forms', FormList, { signal }),
})

/** The forms of a club (`clubId`), or the school's own (null: Admin → Forms). */
export function managedFormsQuery(clubId: string | null) {
  const path = clubId === null ? SCHOOL_FORMS : clubForms(clubId)
  return queryOptions({
    queryKey: formKeys.managed(clubId),
    queryFn: ({ signal }) => bearerRequestJson(path, FormList, { signal }),
  })
}

export function formQuery(formId: string) {
  return queryOptions({
    queryKey: formKeys.one(formId),
    queryFn: ({ signal }) => bearerRequestJson(formPath(formId), Form, { signal }),
  })
}

export function formResultsQuery(formId: string) {
  return queryOptions({
    queryKey: formKeys.results(formId),
    queryFn: ({ signal }) =>
      bearerRequestJson(`${formPath(formId)}/results`, FormResults, { signal }),
  })
}

function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: formKeys.all })
}

/** Builds a form of a club (`clubId`) or of the school (null), or saves a change to one. */
export function useSaveForm(clubId: string | null) {
  const onSuccess = useRefresh()
  const create = clubId === null ? SCHOOL_FORMS : clubForms(clubId)
  return useMutation({
    mutationFn: ({ formId, body }: { formId: string | null; body: FormBody }) =>
      formId === null
        ? bearerRequestJson(create, Form, { method: 'POST', json: body })
        : bearerRequestJson(formPath(formId), Form, { method: 'PUT', json: body }),
    onSuccess,
  })
}

export function useFormStatus() {
  const onSuccess = useRefresh()
  return useMutation({
    mutationFn: ({ formId, status }: { formId: string; status: 'open' | 'closed' }) =>
      bearerRequestJson(`${formPath(formId)}/status`, Form, { method: 'POST', json: { status } }),
    onSuccess,
  })
}

export function useDeleteForm() {
  const onSuccess = useRefresh()
  return useMutation({
    mutationFn: (formId: string) => bearerRequest(formPath(formId), { method: 'DELETE' }),
    onSuccess,
  })
}

export function useAnswerForm(formId: string) {
  const onSuccess = useRefresh()
  return useMutation({
    mutationFn: (answers: Record<string, FormAnswer>) =>
      bearerRequestJson(`${formPath(formId)}/responses`, FormResponseReceipt, {
        method: 'POST',
        json: { answers },
      }),
    onSuccess,
  })
}

export function downloadFormCsv(formId: string, title: string): Promise<void> {
  const name = title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'form'
  return downloadFile(`${formPath(formId)}/responses.csv`, `${name}-responses.csv`)
}

/** A file sent as an answer, saved by the browser (its managers', with the bearer token). */
export function downloadFormFile(formId: string, file: FormAnswerFile): Promise<void> {
  return downloadFile(`${formPath(formId)}/files/${encodeURIComponent(file.id)}`, file.name)
}

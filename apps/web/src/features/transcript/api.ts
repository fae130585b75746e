import {
  MyTranscript,
  TranscriptEntry,
  TranscriptReviewList,
  TranscriptSettings,
  TranscriptShare,
  TranscriptShareList,
  TranscriptTerm,
  TranscriptVerification,
  type TranscriptEntryInput,
  type TranscriptReviewInput,
  type TranscriptShareInput,
  type TranscriptTermInput,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson, signedInJson } from '../../lib/http/bearer-client.ts'
import { requestJson } from '../../lib/http/http.ts'

const ME = '/api/v1/me/transcript'
const ADMIN = '/api/v1/admin/transcript'

export const transcriptKeys = {
  all: ['transcript'] as const,
  mine: ['transcript', 'mine'] as const,
  settings: ['transcript', 'settings'] as const,
  shares: ['transcript', 'shares'] as const,
  review: ['transcript', 'review'] as const,
  verify: (token: string) => ['transcript', 'verify', token] as const,
}

/** The student's record and entries (decision 102). */
export const myTranscriptQuery = queryOptions({
  queryKey: transcriptKeys.mine,
  queryFn: ({ signal }) => signedInJson(ME, MyTranscript, { signal }),
})

/** The school's categories and learning outcomes. */
export const transcriptSettingsQuery = queryOptions({
  queryKey: transcriptKeys.settings,
  queryFn: ({ signal }) =>
    signedInJson('/api/v1/transcript/settings', TranscriptSettings, { signal }),
})

export const transcriptSharesQuery = queryOptions({
  queryKey: transcriptKeys.shares,
  queryFn: ({ signal }) => signedInJson(`${ME}/shares`, TranscriptShareList, { signal }),
})

/** Staff's queue: entries waiting for review. */
export const transcriptReviewQuery = queryOptions({
  queryKey: transcriptKeys.review,
  queryFn: ({ signal }) => signedInJson(`${ADMIN}/entries`, TranscriptReviewList, { signal }),
})

/** What a verification link shows (no sign-in). */
export const verificationQuery = (token: string) =>
  queryOptions({
    queryKey: transcriptKeys.verify(token),
    queryFn: ({ signal }) =>
      requestJson(
        `/api/v1/transcript/verify?token=${encodeURIComponent(token)}`,
        TranscriptVerification,
        { signal },
      ),
    retry: false,
  })

function useChanged() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: transcriptKeys.all })
}

export function useSaveEntry() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string | null; body: TranscriptEntryInput }) =>
      uid === null
        ? bearerRequestJson(`${ME}/entries`, TranscriptEntry, { method: 'POST', json: body })
        : bearerRequestJson(`${ME}/entries/${encodeURIComponent(uid)}`, TranscriptEntry, {
            method: 'PUT',
            json: body,
          }),
    onSuccess,
  })
}

export function useDeleteEntry() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: async (uid: string) => {
      await bearerRequest(`${ME}/entries/${encodeURIComponent(uid)}`, { method: 'DELETE' })
    },
    onSuccess,
  })
}

export function useCreateShare() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: (body: TranscriptShareInput) =>
      bearerRequestJson(`${ME}/shares`, TranscriptShare, { method: 'POST', json: body }),
    onSuccess,
  })
}

export function useRevokeShare() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: (uid: string) =>
      bearerRequestJson(`${ME}/shares/${encodeURIComponent(uid)}/revoke`, TranscriptShare, {
        method: 'POST',
      }),
    onSuccess,
  })
}

export function useReviewEntry() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: TranscriptReviewInput }) =>
      bearerRequestJson(`${ADMIN}/entries/${encodeURIComponent(uid)}/review`, TranscriptEntry, {
        method: 'POST',
        json: body,
      }),
    onSuccess,
  })
}

export function useCreateTerm() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: ({ kind, body }: { kind: 'categories' | 'outcomes'; body: TranscriptTermInput }) =>
      bearerRequestJson(`${ADMIN}/${kind}`, TranscriptTerm, { method: 'POST', json: body }),
    onSuccess,
  })
}

/** Archives a category or outcome: offered no more, kept on what already names it. */
export function useArchiveTerm() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: ({ kind, uid }: { kind: 'categories' | 'outcomes'; uid: string }) =>
      bearerRequestJson(`${ADMIN}/${kind}/${encodeURIComponent(uid)}/archive`, TranscriptTerm, {
        method: 'POST',
      }),
    onSuccess,
  })
}

/** The PDF, fetched with the bearer token and handed to the browser as a download. */
export async function downloadTranscriptPdf(): Promise<void> {
  const response = await bearerRequest(`${ME}.pdf`)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = 'co-curricular-transcript.pdf'
  link.click()
  setTimeout(() => {
    URL.revokeObjectURL(url)
  }, 10_000)
}

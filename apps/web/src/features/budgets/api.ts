import {
  BudgetQueue,
  type BudgetReceipt,
  BudgetRequest,
  ClubBudget,
  type BudgetRequestBody,
  type BudgetReviewBody,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { downloadFile } from '../../lib/http/download-file.ts'

/*
 * Clubs' budget requests (issue 37 item 3, decision 109): a club's own, in its Manage
 * area, and the staff's queue in Admin → Budget requests.
 */
const clubRequests = (clubId: string) =>
  `/api/v1/clubs/${encodeURIComponent(clubId)}/budget-requests`

export const budgetKeys = {
  all: ['budgets'] as const,
  club: (clubId: string) => ['budgets', 'club', clubId] as const,
  queue: ['budgets', 'queue'] as const,
}

export function clubBudgetQuery(clubId: string) {
  return queryOptions({
    queryKey: budgetKeys.club(clubId),
    queryFn: ({ signal }) => bearerRequestJson(clubRequests(clubId), ClubBudget, { signal }),
  })
}

export const budgetQueueQuery = queryOptions({
  queryKey: budgetKeys.queue,
  queryFn: ({ signal }) => bearerRequestJson('/api/v1/budget-requests', BudgetQueue, { signal }),
})

function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: budgetKeys.all })
}

/** Sends a new request (`requestId` null) or a returned one again, changed. */
export function useSendBudget(clubId: string) {
  const onSuccess = useRefresh()
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string | null; body: BudgetRequestBody }) =>
      requestId === null
        ? bearerRequestJson(clubRequests(clubId), BudgetRequest, { method: 'POST', json: body })
        : bearerRequestJson(
            `${clubRequests(clubId)}/${encodeURIComponent(requestId)}`,
            BudgetRequest,
            { method: 'PUT', json: body },
          ),
    onSuccess,
  })
}

export function useWithdrawBudget(clubId: string) {
  const onSuccess = useRefresh()
  return useMutation({
    mutationFn: (requestId: string) =>
      bearerRequest(`${clubRequests(clubId)}/${encodeURIComponent(requestId)}`, {
        method: 'DELETE',
      }),
    onSuccess,
  })
}

export function useReviewBudget() {
  const onSuccess = useRefresh()
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: BudgetReviewBody }) =>
      bearerRequestJson(
        `/api/v1/budget-requests/${encodeURIComponent(requestId)}/review`,
        BudgetRequest,
        { method: 'POST', json: body },
      ),
    onSuccess,
  })
}

export function downloadBudgetCsv(clubId: string): Promise<void> {
  return downloadFile(`${clubRequests(clubId)}.csv`, `club-${clubId}-budget-requests.csv`)
}

const receiptsPath = (clubId: string, requestId: string) =>
  `${clubRequests(clubId)}/${encodeURIComponent(requestId)}/receipts`

/** Attaches a receipt (`POST …/receipts`, multipart `file`); the server keeps images as WebP. */
export function useAttachReceipt(clubId: string) {
  const onSuccess = useRefresh()
  return useMutation({
    mutationFn: ({ requestId, file }: { requestId: string; file: File }) => {
      const formData = new FormData()
      // Its name said outright: the receipt is listed by it.
      formData.append('file', file, file.name)
      return bearerRequestJson(receiptsPath(clubId, requestId), BudgetRequest, {
        method: 'POST',
        formData,
      })
    },
    onSuccess,
  })
}

export function useRemoveReceipt(clubId: string) {
  const onSuccess = useRefresh()
  return useMutation({
    mutationFn: ({ requestId, receiptId }: { requestId: string; receiptId: string }) =>
      bearerRequest(`${receiptsPath(clubId, requestId)}/${encodeURIComponent(receiptId)}`, {
        method: 'DELETE',
      }),
    onSuccess,
  })
}

/** A receipt saved by the browser: its officers' and the reviewers' (the bearer token). */
export function downloadReceipt(requestId: string, receipt: BudgetReceipt): Promise<void> {
  const path = `/api/v1/budget-requests/${encodeURIComponent(requestId)}/receipts/${encodeURIComponent(receipt.id)}`
  return downloadFile(path, receipt.name)
}

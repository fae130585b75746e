import type { BudgetRequest } from '@quad/shared'
import { csvDocument } from '../../platform/text/csv.ts'

/** Minor units as the currency's decimal amount: 1250 USD → "12.50", 1250 JPY → "1250". */
function decimal(minor: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  return (minor / 10 ** digits).toFixed(digits)
}

/**
 * A club's budget requests as CSV (decision 109): one row a line item, with its request's
 * term, title, status and stage, so a spreadsheet sums by any of them.
 */
export function budgetCsv(requests: readonly BudgetRequest[]): string {
  return csvDocument(
    [
      'Term',
      'Request',
      'Status',
      'Stage',
      'Submitted',
      'Submitted by',
      'Item',
      'Amount',
      'Currency',
    ],
    requests.flatMap((request) =>
      request.items.map((item) => [
        request.termName,
        request.title,
        request.status,
        request.stageName,
        request.submittedAt.slice(0, 10),
        request.submittedBy,
        item.description,
        decimal(item.amountMinor, request.currency),
        request.currency,
      ]),
    ),
  )
}

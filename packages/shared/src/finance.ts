import * as z from 'zod/mini'
import { HoldBlock } from './student-records.ts'

/*
 * Finances (issue 17; spec 2 /financial, spec 7 `finance bursar`, `finance holds`;
 * api.md): what the student-records feed says a student owes, per term, and the holds on
 * their record. Amounts are integers in the currency's minor unit (`amountMinor`: cents),
 * formatted by the web with `Intl.NumberFormat` in the school's currency.
 */

export const LedgerLine = z.object({
  id: z.string(),
  description: z.string(),
  amountMinor: z.number(),
  date: z.string(),
})
export type LedgerLine = z.infer<typeof LedgerLine>

export const TermAccount = z.object({
  termId: z.string(),
  termName: z.string(),
  startsOn: z.string(),
  currency: z.string(),
  balanceMinor: z.number(),
  dueOn: z.nullable(z.string()),
  charges: z.array(LedgerLine),
  payments: z.array(LedgerLine),
})
export type TermAccount = z.infer<typeof TermAccount>

/** Where to pay: the school's system, in the school's words. */
export const PayLink = z.object({ url: z.string(), label: z.string() })

/** `GET /mobile_ws/v18/finance/bursar`: the balance due and by when, and each term's lines. */
export const BursarAnswer = z.object({
  currency: z.string(),
  /** Across terms (in one currency; terms in another currency are listed, not summed). */
  balanceMinor: z.number(),
  /** The earliest due date of a term still owing. */
  dueOn: z.nullable(z.string()),
  terms: z.array(TermAccount),
  pay: z.nullable(PayLink),
  contact: z.nullable(z.string()),
  lastSyncedAt: z.nullable(z.string()),
})
export type BursarAnswer = z.infer<typeof BursarAnswer>

export const Hold = z.object({
  id: z.string(),
  title: z.string(),
  reason: z.nullable(z.string()),
  blocks: z.array(HoldBlock),
  howToClear: z.string(),
  contact: z.nullable(z.string()),
  placedOn: z.string(),
})
export type Hold = z.infer<typeof Hold>

/** `GET /mobile_ws/v18/finance/holds`: the holds in force. */
export const HoldsAnswer = z.object({
  items: z.array(Hold),
  lastSyncedAt: z.nullable(z.string()),
})
export type HoldsAnswer = z.infer<typeof HoldsAnswer>

/** `GET`/`PUT /api/v1/admin/integrations/finance`: the Pay link and the school's currency. */
export const FinanceSettings = z.object({
  payUrl: z.nullable(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(2000),
        z.regex(/^https:\/\/[^\s]+$/, 'must be an https:// address'),
      ),
  ),
  payLabel: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code like USD')),
  contact: z.nullable(z.string().check(z.trim(), z.maxLength(200))),
})
export type FinanceSettings = z.infer<typeof FinanceSettings>

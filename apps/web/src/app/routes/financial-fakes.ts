import { BursarAnswer, HoldsAnswer, type Hold, type TermAccount } from '@quad/shared'
import { http, HttpResponse } from 'msw'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { server } from '../../test/setup-routes.ts'

/*
 * The finance calls as /financial's route tests see them (answers parsed through the
 * shared contracts); `null` makes that call fail with a 503.
 */
export const fall: TermAccount = {
  termId: 'FA26',
  termName: 'Fall 2026',
  startsOn: '2026-08-31',
  currency: 'USD',
  balanceMinor: 125_030,
  dueOn: '2026-10-01',
  charges: [
    { id: '1', description: 'Tuition', amountMinor: 305_000, date: '2026-08-20' },
    { id: '2', description: 'Lab fee', amountMinor: 30, date: '2026-08-25' },
  ],
  payments: [
    { id: '3', description: 'Loan disbursement', amountMinor: 180_000, date: '2026-09-05' },
  ],
}

export const lyon: TermAccount = {
  termId: 'SU26',
  termName: 'Summer in Lyon',
  startsOn: '2026-06-01',
  currency: 'EUR',
  balanceMinor: 90_000,
  dueOn: '2026-05-01',
  charges: [{ id: '4', description: 'Programme fee', amountMinor: 90_000, date: '2026-04-01' }],
  payments: [],
}

export const bursarHold: Hold = {
  id: 'h1',
  title: 'Bursar hold',
  reason: 'Unpaid balance from Fall 2026',
  blocks: ['registration', 'enrollment_changes', 'transcripts'],
  howToClear: 'Pay the balance, or set up a payment plan with the bursar’s office.',
  contact: 'bursar@demo.edu',
  placedOn: '2026-10-02',
}

export const fullBursar: BursarAnswer = {
  currency: 'USD',
  balanceMinor: 125_030,
  dueOn: '2026-10-01',
  terms: [fall, lyon],
  pay: { url: 'https://pay.demo.edu/portal', label: 'Pay on Student Hub' },
  contact: 'Bursar’s office, 555-0100',
  lastSyncedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
}

export const emptyBursar: BursarAnswer = {
  currency: 'USD',
  balanceMinor: 0,
  dueOn: null,
  terms: [],
  pay: null,
  contact: null,
  lastSyncedAt: null,
}

const down = () =>
  HttpResponse.json({ error: { code: 'unavailable', message: 'Down' } }, { status: 503 })

export function fakeFinanceApi(bursar: BursarAnswer | null, holds: HoldsAnswer | null) {
  const calls = { bursar: 0, holds: 0 }
  server.use(
    http.get(`${ORIGIN}/mobile_ws/v18/finance/bursar`, () => {
      calls.bursar += 1
      return bursar ? answer(BursarAnswer, bursar) : down()
    }),
    http.get(`${ORIGIN}/mobile_ws/v18/finance/holds`, () => {
      calls.holds += 1
      return holds ? answer(HoldsAnswer, holds) : down()
    }),
  )
  return calls
}

import { BursarAnswer, HoldsAnswer } from '@quad/shared'
import { http, HttpResponse } from 'msw'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { server } from '../../test/setup-routes.ts'

/*
 * The finance calls as /financial's route tests see them (answers parsed through the
 * shared contracts, built in `@quad/shared/fixtures`); `null` makes that call fail with a 503.
 */
export { bursarHold, emptyBursar, fall, fullBursar, lyon } from '@quad/shared/fixtures'

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

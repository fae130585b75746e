import type { StandinState } from './state.ts'
import type { ReceivedPush } from './types.ts'

const snapshot = (push: ReceivedPush): ReceivedPush => ({ ...push, vapid: { ...push.vapid } })

/** What arrived and what was refused, for a timeout's message. */
function arrivals(state: StandinState): string {
  const accepted = state.received.map(
    (push) =>
      `  201 ${push.endpoint} topic=${String(push.topic)} payload=${JSON.stringify(push.payload)}`,
  )
  const refused = state.requests
    .filter((request) => request.reason !== null)
    .map((request) => `  ${String(request.status)} ${request.endpoint}: ${request.reason ?? ''}`)
  const lines = [...accepted, ...refused]
  return lines.length > 0 ? lines.join('\n') : '  nothing'
}

/** Resolves with the first matching push, already there or arriving before the timeout. */
export function waitForPush(
  state: StandinState,
  predicate: (push: ReceivedPush) => boolean,
  timeoutMs: number,
): Promise<ReceivedPush> {
  const found = state.received.find(predicate)
  if (found) return Promise.resolve(snapshot(found))
  return new Promise((resolve, reject) => {
    const waiter = {
      predicate,
      resolve,
      reject,
      timer: setTimeout(() => {
        state.waiters.delete(waiter)
        reject(
          new Error(
            `push-standin: no matching push within ${String(timeoutMs)} ms; what arrived:\n${arrivals(state)}`,
          ),
        )
      }, timeoutMs),
    }
    state.waiters.add(waiter)
  })
}

/** Hands a push that just arrived to the waiters it matches (a predicate that throws rejects its own). */
export function notifyWaiters(state: StandinState, push: ReceivedPush): void {
  for (const waiter of state.waiters) {
    let outcome: boolean | Error
    try {
      outcome = waiter.predicate(push)
    } catch (error) {
      outcome = error instanceof Error ? error : new Error(String(error))
    }
    if (outcome === false) continue
    clearTimeout(waiter.timer)
    state.waiters.delete(waiter)
    if (outcome === true) waiter.resolve(snapshot(push))
    else waiter.reject(outcome)
  }
}

export function rejectWaiters(state: StandinState, reason: string): void {
  for (const waiter of state.waiters) {
    clearTimeout(waiter.timer)
    waiter.reject(new Error(reason))
  }
  state.waiters.clear()
}

import { describe, expect, it } from 'vitest'
import { ConnectType } from '@quad/shared'
import { transition } from './transitions.ts'

/** Every action from every state (issue 5 item 7): [status, type] → next status, or null (refused). */
const TABLE: Record<number, Record<string, number | null>> = {
  [-1]: { request: null, accept: null, reject: null, cancel: null, disconnect: null },
  0: { request: 2, accept: null, reject: null, cancel: null, disconnect: null },
  1: { request: null, accept: null, reject: null, cancel: null, disconnect: 0 },
  2: { request: null, accept: null, reject: null, cancel: 0, disconnect: null },
  3: { request: 1, accept: 1, reject: 0, cancel: null, disconnect: null },
}

describe('the connection state machine (spec 4)', () => {
  for (const [status, row] of Object.entries(TABLE)) {
    for (const type of ConnectType.options) {
      it(`${type} from ${status} → ${String(row[type])}`, () => {
        expect(transition(Number(status), type)?.next ?? null).toBe(row[type])
      })
    }
  }
})

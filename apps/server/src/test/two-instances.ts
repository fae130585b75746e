import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { inProcessBus } from '../platform/realtime/bus.ts'
import { useEventSchool, type EventPerson } from './event-school.ts'
import { createTestApp, hostOf, useTestApp } from './test-app.ts'

/**
 * An events test school (`useEventSchool`) served by two instances over one database and
 * one bus, as the read models' tests need (decisions 076, 077): `other` keeps what it
 * read; `afresh` asks an instance that has kept nothing.
 */
export function useEventSchoolOnTwoInstances(code: string) {
  const bus = inProcessBus()
  const ctx = useTestApp({ bus })
  const s = useEventSchool(ctx, code, bus)
  let other: FastifyInstance | undefined
  beforeAll(async () => {
    other = await createTestApp(ctx().database, { bus })
  }, 60_000)
  afterAll(async () => {
    await other?.close()
  })
  /** `who`'s GET of `url` on `app`, with their bearer token. */
  const get = (app: FastifyInstance, who: EventPerson, url: string, headers = {}) =>
    app.inject({
      url,
      headers: { host: hostOf(code), authorization: `Bearer ${s().as(who).jwt}`, ...headers },
    })
  return {
    ctx,
    s,
    get,
    other: () => {
      if (!other) throw new Error('useEventSchoolOnTwoInstances: not ready')
      return other
    },
    /** What `read` gives on a third instance, made for it and closed after. */
    async afresh<T>(read: (app: FastifyInstance) => Promise<T>): Promise<T> {
      const fresh = await createTestApp(ctx().database, { bus })
      try {
        return await read(fresh)
      } finally {
        await fresh.close()
      }
    },
  }
}

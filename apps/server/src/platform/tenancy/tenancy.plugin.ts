import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../db/database.ts'
import type { Bus } from '../realtime/bus.ts'
import { notFound } from '../errors.ts'
import { findSchoolByCode, type School } from './schools.service.ts'
import { schoolCodeFromHost } from './resolve-school-code.ts'

declare module 'fastify' {
  interface FastifyRequest {
    school: School | null
  }
  interface FastifyContextConfig {
    /**
     * The route never depends on the school (generated art a visitor's page may show):
     * no school lookup, so it stays cheap (P4), and `request.school` stays null.
     */
    school?: false
  }
}

const CACHE_TTL_MS = 30_000
/**
 * The platform's own paths that never depend on the school: no lookup, so probes stay
 * cheap (P4). A feature's route says so in its config (`school: false`).
 */
const SCHOOL_FREE = ['/healthz', '/readyz', '/api/docs', '/assets/']

/** Resolves the request's school once, from the Host header, before any route runs. */
export function installTenancy(
  app: FastifyInstance,
  database: Database,
  options: { baseDomain: string | undefined; defaultSchool: string },
  bus: Bus,
): void {
  const cache = new Map<string, { school: School; at: number }>()
  // An admin's change (issue 14) is seen at once on every instance, not after the TTL.
  const unsubscribe = bus.subscribe((message) => {
    if (!('signal' in message) || message.signal !== 'school-changed') return
    for (const [code, hit] of cache) if (hit.school.id === message.schoolId) cache.delete(code)
  })
  app.addHook('onClose', async () => unsubscribe())
  app.decorateRequest('school', null)
  // A callback hook: nearly every request is answered from the cache, and an async hook
  // would cost each a promise and a microtask (P4).
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.routeOptions.url ?? request.url
    const schoolFree = request.routeOptions.config.school === false
    if (schoolFree || SCHOOL_FREE.some((prefix) => path.startsWith(prefix))) {
      done()
      return
    }
    const code = schoolCodeFromHost(request.headers.host, options.baseDomain, options.defaultSchool)
    const hit = cache.get(code)
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) {
      request.school = hit.school
      done()
      return
    }
    findSchoolByCode(database.db, code).then((school) => {
      // Only known schools are cached: random subdomains must not grow the map.
      if (school) cache.set(code, { school, at: Date.now() })
      request.school = school
      done()
    }, done)
  })
}

/** The school of a request that needs one; an unknown school is a 404. */
export function requireSchool(request: FastifyRequest): School {
  if (!request.school) throw notFound('School')
  return request.school
}

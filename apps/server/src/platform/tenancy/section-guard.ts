import type { FastifyInstance } from 'fastify'
import { SECTION_TITLES, type SectionKey } from '@quad/shared'
import { AppError } from '../errors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The section this route belongs to when it is not its module's (`section` of the
     * module), or null for a route that answers whatever the school switched off: the
     * admin console's, which manage a section while it is off (decision 027).
     */
    section?: SectionKey | null
  }
}

/**
 * Issue 30 debt 1: a section the school switched off (Admin → School) is refused by the
 * server too, not only hidden in the web: every route of a module that declares its
 * `section` answers 404 naming the section, unless the route says otherwise. Added in the
 * module's own encapsulated scope, after tenancy has found the request's school.
 */
export function guardSection(scope: FastifyInstance, section: SectionKey): void {
  scope.addHook('onRequest', (request, _reply, done) => {
    const { config } = request.routeOptions
    const own = config.section === undefined ? section : config.section
    const school = request.school
    if (own === null || !school || school.sections[own]) {
      done()
      return
    }
    done(new AppError(404, 'not_found', `${SECTION_TITLES[own]} is turned off by this school`))
  })
}

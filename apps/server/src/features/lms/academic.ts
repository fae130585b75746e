import type { FastifyInstance } from 'fastify'
import type { ModuleContext } from '../../platform/module.ts'
import { academicRoutes } from './academic.routes.ts'

/**
 * The synced copy's reading routes (track lms-sync): `/api/v1/courses`,
 * `/api/v1/courses/{id}`, `/api/v1/academic/upcoming`, `/api/v1/academic/announcements`.
 */
export function registerAcademic(app: FastifyInstance, ctx: ModuleContext): void {
  academicRoutes(app, ctx)
}

import type { FastifyInstance } from 'fastify'
import type { ModuleContext } from '../../platform/module.ts'
import { connectRoutes } from './connect.routes.ts'
import { lmsSettingsRoutes } from './lms-settings.routes.ts'
import { statusRoutes } from './status.routes.ts'

/**
 * The connection (track lms-connect, decision 048): the admin's LMS settings, the OAuth
 * round trip (`/api/v1/integrations/lms/connect`, `/callback`, disconnect),
 * `GET /api/v1/academic/status`.
 */
export function registerConnection(app: FastifyInstance, ctx: ModuleContext): void {
  lmsSettingsRoutes(app, ctx)
  connectRoutes(app, ctx)
  statusRoutes(app, ctx)
}

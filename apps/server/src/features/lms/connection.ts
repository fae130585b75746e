import type { FastifyInstance } from 'fastify'
import type { ModuleContext } from '../../platform/module.ts'

/**
 * The connection (track lms-connect): the admin's LMS settings, the OAuth round trip
 * (`/api/v1/integrations/lms/connect`, `/callback`), `GET /api/v1/academic/status`.
 */
export function registerConnection(_app: FastifyInstance, _ctx: ModuleContext): void {}

import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorBody, SchoolSettings } from '@quad/shared'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { presentSchool } from './school-presenter.ts'

/** Spec 7 "school path": public, so the login page can wear the school's colours. */
export function schoolRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/mobile_ws/v18/school',
      { schema: { tags: ['school'], response: { 200: SchoolSettings, 404: ErrorBody } } },
      async (request) => presentSchool(requireSchool(request)),
    )
}

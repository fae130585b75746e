import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ErrorBody,
  Experience,
  ExperienceInput,
  ExperienceList,
  ExperienceOrder,
} from '@quad/shared'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { ModuleContext } from '../../platform/module.ts'
import {
  addExperience,
  deleteExperience,
  listExperiences,
  orderExperiences,
  updateExperience,
} from './experiences.service.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const tags = ['profiles']
const security = [{ bearer: [] }]
const Params = z.object({ id: z.coerce.number().int().positive() })

/**
 * A student's own experience entries (issue 36 item 4; spec 3's "experience entry"): list,
 * add, change, delete, order. Who sees them on the profile is the `experiences` privacy
 * field's (spec 4).
 */
export function experienceRoutes(app: FastifyInstance, { database }: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = database.db
  const base = '/api/v1/me/experiences'

  r.get(
    base,
    { schema: { tags, security, response: { 200: ExperienceList, ...errors } } },
    async (request) => {
      const { user } = requireBearerContext(request)
      return listExperiences(db, user.id)
    },
  )

  r.post(
    base,
    { schema: { tags, security, body: ExperienceInput, response: { 201: Experience, ...errors } } },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      return reply.code(201).send(await addExperience(db, school, user.id, request.body))
    },
  )

  r.put(
    `${base}/order`,
    {
      schema: {
        tags,
        security,
        body: ExperienceOrder,
        response: { 200: ExperienceList, ...errors },
      },
    },
    async (request) => {
      const { user } = requireBearerContext(request)
      return orderExperiences(db, user.id, request.body.ids)
    },
  )

  r.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        params: Params,
        body: ExperienceInput,
        response: { 200: Experience, ...errors },
      },
    },
    async (request) => {
      const { user } = requireBearerContext(request)
      return updateExperience(db, user.id, request.params.id, request.body)
    },
  )

  r.delete(
    `${base}/:id`,
    { schema: { tags, security, params: Params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { user } = requireBearerContext(request)
      await deleteExperience(db, user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )
}

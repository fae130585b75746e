import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DevelopmentAnswer, ErrorBody, Goal, GoalInput, GoalParams, SkillsBody } from '@quad/shared'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { Database } from '../../platform/db/database.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import {
  addGoal,
  deleteGoal,
  developmentOf,
  replaceGoal,
  replaceSkills,
} from './development.service.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const tags = ['development']
const security = [{ bearer: [] }]

/** The Dev space (spec 2 /development, issue 36 item 5): the owner's own, bearer. */
export function developmentRoutes(app: FastifyInstance, database: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = database.db

  r.get(
    '/api/v1/me/development',
    {
      schema: {
        tags,
        security,
        summary: 'The student’s goals and skills, and upcoming events for their open goals',
        response: { 200: DevelopmentAnswer, ...errors },
      },
    },
    async (request) => {
      const { school } = requireBearerContext(request)
      return developmentOf(db, school, actorOf(request))
    },
  )

  r.post(
    '/api/v1/me/goals',
    { schema: { tags, security, body: GoalInput, response: { 201: Goal, ...errors } } },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      return reply.code(201).send(await addGoal(db, school, user.id, request.body))
    },
  )

  r.put(
    '/api/v1/me/goals/:id',
    {
      schema: {
        tags,
        security,
        params: GoalParams,
        body: GoalInput,
        response: { 200: Goal, ...errors },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      return replaceGoal(db, school, user.id, request.params.id, request.body)
    },
  )

  r.delete(
    '/api/v1/me/goals/:id',
    { schema: { tags, security, params: GoalParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      await deleteGoal(db, school, user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )

  r.put(
    '/api/v1/me/skills',
    { schema: { tags, security, body: SkillsBody, response: { 200: SkillsBody, ...errors } } },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      return { skills: await replaceSkills(db, school, user.id, request.body.skills) }
    },
  )
}

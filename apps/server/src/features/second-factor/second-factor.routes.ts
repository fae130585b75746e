import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ErrorBody,
  RecoveryCodes,
  SecondFactorCodeBody,
  SecondFactorSetup,
  SecondFactorStatus,
} from '@quad/shared'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import { rateLimited } from '../../platform/errors.ts'
import type { ModuleContext } from '../../platform/module.ts'
import {
  beginSetup,
  confirmSetup,
  regenerateRecoveryCodes,
  secondFactorStatus,
  turnOff,
} from './second-factor.service.ts'

const tags = ['second-factor']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody }
/** Codes per account per minute on these routes. */
const CODES_PER_MINUTE = 10

/** Settings → Security (issue 18 item 2): turn the second factor on or off, new recovery codes. */
export function secondFactorRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const deps = { db: ctx.database.db, credentials: ctx.integrations.credentials }
  const limit = app.createRateLimit({
    max: CODES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `second-factor:${request.bearer?.claims.uid ?? request.ip}`,
  })
  const owner = async (request: Parameters<typeof limit>[0], limited = true) => {
    if (limited) {
      const result = await limit(request)
      if (!result.isAllowed && result.isExceeded) throw rateLimited()
    }
    const { school, user } = requireBearerContext(request)
    return { owner: { school, userId: user.id }, user }
  }

  r.get(
    '/api/v1/me/second-factor',
    { schema: { tags, security, response: { 200: SecondFactorStatus, ...errors } } },
    async (request) => secondFactorStatus(deps.db, (await owner(request, false)).owner),
  )

  r.post(
    '/api/v1/me/second-factor',
    { schema: { tags, security, response: { 200: SecondFactorSetup, ...errors } } },
    async (request) => {
      const { owner: who, user } = await owner(request)
      return beginSetup(deps, who, user.email)
    },
  )

  r.post(
    '/api/v1/me/second-factor/confirm',
    {
      schema: {
        tags,
        security,
        body: SecondFactorCodeBody,
        response: { 200: RecoveryCodes, ...errors },
      },
    },
    async (request) => {
      const { owner: who } = await owner(request)
      return { recoveryCodes: await confirmSetup(deps, who, request.body.code) }
    },
  )

  r.post(
    '/api/v1/me/second-factor/recovery-codes',
    {
      schema: {
        tags,
        security,
        body: SecondFactorCodeBody,
        response: { 200: RecoveryCodes, ...errors },
      },
    },
    async (request) => {
      const { owner: who } = await owner(request)
      return { recoveryCodes: await regenerateRecoveryCodes(deps, who, request.body.code) }
    },
  )

  r.delete(
    '/api/v1/me/second-factor',
    {
      schema: {
        tags,
        security,
        body: SecondFactorCodeBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { owner: who } = await owner(request)
      await turnOff(deps, who, request.body.code)
      return reply.code(204).send(null)
    },
  )
}

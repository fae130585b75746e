import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { ErrorBody, SisBatchAnswer, SisBatchBody, SisKind } from '@quad/shared'
import { rateLimited, unauthorized } from '../../platform/errors.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { touchKey, verifyKey } from './api-keys.service.ts'
import { pushBatch } from './sis-push.service.ts'

export const SIS_PUSH_PATH = '/api/v1/integrations/sis/:kind'
/** Batches per key per minute: a whole school's feed in well under an hour, no flood. */
const PUSHES_PER_MINUTE = 120
/** Requests with an unknown, revoked or expired key per address per minute. */
const WRONG_KEYS_PER_MINUTE = 10
/** A batch of 1000 balances with their lines is several megabytes of JSON. */
const BODY_LIMIT = 16 * 1024 * 1024

const errors = { 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 429: ErrorBody }
const invalidKey = () => unauthorized('The school API key is not valid')

const keyOf = (request: FastifyRequest) =>
  /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]

/**
 * The SIS pushes (api.md): `PUT /api/v1/integrations/sis/{kind}` from the school's
 * student information system, a machine client with a school API key and no session
 * (`auth: 'machine'`: no bearer, no session, so no CSRF either). The key decides the
 * school and must be this host's school's: another school's key, an unknown, revoked or
 * expired one all answer the same 401.
 */
export function sisPushRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { database } = ctx
  // Wrong keys per address (issue 30 security 5): a key is too long to guess, but a flood of
  // wrong ones should cost the sender, not the database, and say so.
  const wrongKeys = app.createRateLimit({
    max: WRONG_KEYS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `sis-wrong-key:${request.ip}`,
  })
  const perKey = app.createRateLimit({
    max: PUSHES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `sis-push:${request.sisKeyId ?? request.ip}`,
  })

  r.put(
    SIS_PUSH_PATH,
    {
      bodyLimit: BODY_LIMIT,
      // The school API key is checked here (`preValidation`), not by the platform's bearer hook.
      config: { auth: 'machine' },
      schema: {
        tags: ['integrations'],
        security: [{ bearer: [] }],
        params: z.object({ kind: SisKind }),
        body: SisBatchBody,
        response: { 200: SisBatchAnswer, ...errors },
      },
      // Before the body is parsed against the schema: a caller without a key learns nothing.
      preValidation: async (request) => {
        const token = keyOf(request)
        const key = token ? await verifyKey(database.db, requireSchool(request).id, token) : null
        if (!key) {
          const limit = await wrongKeys(request)
          if (!limit.isAllowed && limit.isExceeded) {
            throw rateLimited('Too many requests with a wrong school API key; wait a minute.')
          }
          throw invalidKey()
        }
        request.sisKeyId = key.id
        const limit = await perKey(request)
        if (!limit.isAllowed && limit.isExceeded)
          throw rateLimited('Too many batches for this key; wait a minute.')
        await touchKey(database.db, key.id)
      },
    },
    async (request) => {
      const schoolId = requireSchool(request).id
      const { kind } = request.params
      return pushBatch(database, ctx.integrations.sync, schoolId, kind, request.body.items)
    },
  )
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The school API key a SIS push was authorised by. */
    sisKeyId?: number
  }
}

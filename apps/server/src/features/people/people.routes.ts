import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AdminPeoplePage,
  AdminPerson,
  ErrorBody,
  ImportParams,
  ImportPreview,
  ImportQuery,
  PEOPLE_IMPORT_MAX_BYTES,
  PeopleImport,
  PeopleQuery,
  PersonParams,
  PersonUpdateBody,
  SuspensionBody,
} from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import { findUserByUid } from '../../platform/auth/sessions.service.ts'
import { reactivateUser, suspendUser } from '../../platform/auth/suspension.ts'
import { notFound } from '../../platform/errors.ts'
import { readUpload } from '../../platform/files/upload.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { assertAnotherAdmin, rolesOf } from '../../platform/policies/roles.service.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { readPeopleFile } from './import-file.ts'
import { findImport, previewImport, startImport } from './imports.service.ts'
import { findPerson, listPeople, setAccountType } from './people.service.ts'

const tags = ['admin']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const config = { requires: 'people.manage' } as const

/** The admin console's People calls (issue 14 item 2, decision 028); school admins only. */
export function peopleRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const deps = { db, bus: ctx.bus }

  r.get(
    '/api/v1/admin/people',
    {
      config,
      schema: {
        tags,
        security,
        querystring: PeopleQuery,
        response: { 200: AdminPeoplePage, ...errors },
      },
    },
    async (request) => listPeople(db, requireSchool(request), request.query),
  )

  r.patch(
    '/api/v1/admin/people/:uid',
    {
      config,
      schema: {
        tags,
        security,
        params: PersonParams,
        body: PersonUpdateBody,
        response: { 200: AdminPerson, ...errors },
      },
    },
    async (request) => {
      const school = requireSchool(request)
      const origin = auditOrigin(request, actorOf(request).userId)
      await setAccountType(db, school, origin, request.params.uid, request.body.accountType)
      return findPerson(db, school, request.params.uid)
    },
  )

  r.put(
    '/api/v1/admin/people/:uid/suspension',
    {
      config,
      schema: {
        tags,
        security,
        params: PersonParams,
        body: SuspensionBody,
        response: { 200: AdminPerson, ...errors },
      },
    },
    async (request) => {
      const school = requireSchool(request)
      const user = await findUserByUid(db, school, request.params.uid)
      if (!user) throw notFound('Person')
      // Issue 14: suspending the last admin would leave nobody to lift it.
      if ((await rolesOf(db, school.id, user.id)).includes('school_admin')) {
        await assertAnotherAdmin(db, school.id, user.id)
      }
      await suspendUser(deps, school, auditOrigin(request, actorOf(request).userId), {
        userId: user.id,
        days: request.body.days,
        note: request.body.note || null,
        reason: 'people',
      })
      return findPerson(db, school, user.uid)
    },
  )

  r.delete(
    '/api/v1/admin/people/:uid/suspension',
    {
      config,
      schema: { tags, security, params: PersonParams, response: { 200: AdminPerson, ...errors } },
    },
    async (request) => {
      const school = requireSchool(request)
      const user = await findUserByUid(db, school, request.params.uid)
      if (!user) throw notFound('Person')
      await reactivateUser(deps, school, auditOrigin(request, actorOf(request).userId), user.id)
      return findPerson(db, school, user.uid)
    },
  )

  r.post(
    '/api/v1/admin/people/imports',
    {
      config,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        response: { 200: ImportPreview, 202: PeopleImport, 413: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const upload = await readUpload(request, 'file', PEOPLE_IMPORT_MAX_BYTES)
      const file = readPeopleFile(upload.data)
      const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true'
      if (dryRun) return reply.code(200).send(await previewImport(db, school, file))
      const origin = auditOrigin(request, actorOf(request).userId)
      const started = await startImport({ db, jobs: ctx.jobs }, school, origin, file)
      return reply.code(202).send(started)
    },
  )

  r.get(
    '/api/v1/admin/people/imports/:id',
    {
      config,
      schema: { tags, security, params: ImportParams, response: { 200: PeopleImport, ...errors } },
    },
    async (request) => findImport(db, requireSchool(request), Number(request.params.id)),
  )
}

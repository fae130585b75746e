import { z } from 'zod'
import { codeAt, stepAt } from '@quad/server/src/features/second-factor/totp.ts'
import type { Database } from '@quad/server/src/platform/db/database.ts'
import { changeRoles } from '@quad/server/src/platform/policies/roles.service.ts'
import { inProcessBus } from '@quad/server/src/platform/realtime/bus.ts'

const post = (url: string, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/**
 * A school admin's bearer token: an admin without a second factor enrols at sign-in
 * (decision 055), so this answers the setup step as their authenticator app would.
 */
export async function adminBearerToken(url: string, email: string, password: string) {
  const login = await post(`${url}/mobile_ws/v18/login`, { email, password })
  const { ticket } = z.object({ ticket: z.string() }).parse(await login.json())
  const setup = await post(`${url}/mobile_ws/v18/login/second-factor/setup`, { ticket })
  const { secret } = z.object({ secret: z.string() }).parse(await setup.json())
  const confirmed = await post(`${url}/mobile_ws/v18/login/second-factor/setup/confirm`, {
    ticket,
    code: codeAt(secret, stepAt(Date.now())),
  })
  if (!confirmed.ok) throw new Error(`second factor setup failed: ${confirmed.status}`)
  const cookie = (confirmed.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const tokens = await fetch(`${url}/mobile_ws/v18/auth_tokens`, { headers: { cookie } })
  return z.object({ jwt: z.string() }).parse(await tokens.json()).jwt
}

/** The school's first student (by id) made its school admin: their email. */
export async function firstStudentAsAdmin(database: Database, schoolId: number): Promise<string> {
  const [admin] = (
    await database.pool.query<{ id: number; email: string }>(
      'select id, email from users where school_id = $1 order by id limit 1',
      [schoolId],
    )
  ).rows
  if (!admin) throw new Error('no student was seeded')
  await changeRoles(
    { db: database.db, bus: inProcessBus() },
    { actorId: null, requestId: null, ip: null },
    { schoolId, userId: Number(admin.id), grant: ['school_admin'] },
  )
  return admin.email
}

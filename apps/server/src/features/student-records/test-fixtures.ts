import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient } from '../../test/chat-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, type TestContext } from '../../test/test-app.ts'

export const bus = inProcessBus()
const origin = { actorId: null, requestId: null, ip: null }

/** A school with an admin (a bearer client) and a student; `code` names its host. */
export async function schoolWithAdmin(ctx: () => TestContext, code: string) {
  const { database } = ctx()
  const school: School = await insertSchool(database.db, { code, name: `School ${code}` })
  const admin = await insertTestStudent(database, school, { email: `admin@${code}.edu` })
  const student = await insertTestStudent(database, school, { email: `maya@${code}.edu` })
  await changeRoles({ db: database.db, bus }, origin, {
    schoolId: school.id,
    userId: admin.id,
    grant: ['school_admin'],
  })
  return {
    school,
    adminId: admin.id,
    studentId: student.id,
    admin: await bearerClient(ctx, code, `admin@${code}.edu`),
    student: await bearerClient(ctx, code, `maya@${code}.edu`),
  }
}

/** A SIS push as the school's feed sends it: `PUT` with the API key as the bearer. */
export function push(
  ctx: () => TestContext,
  code: string,
  key: string,
  kind: string,
  items: unknown[],
  headers: Record<string, string> = {},
) {
  return ctx().app.inject({
    method: 'PUT',
    url: `/api/v1/integrations/sis/${kind}`,
    headers: { host: hostOf(code), authorization: `Bearer ${key}`, ...headers },
    payload: { items },
  })
}

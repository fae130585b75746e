import { beforeAll } from 'vitest'
import { changeRoles } from '../platform/policies/roles.service.ts'
import type { Bus } from '../platform/realtime/bus.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from './chat-fixtures.ts'
import { insertClub } from './club-fixtures.ts'
import { insertSchool, insertTestStudent, type TestContext } from './test-app.ts'

/** The people of an events test school, by name: each with a signed-in bearer client. */
export const EVENT_PEOPLE = ['admin', 'staff', 'maya', 'sam', 'ola', 'kim'] as const
export type EventPerson = (typeof EVENT_PEOPLE)[number]

export interface EventSchool {
  school: School
  id(name: EventPerson): number
  as(name: EventPerson): BearerClient
  /** A student of another school, with that school's admin role. */
  stranger: BearerClient
  /** Photography: Maya is its officer, Sam and Kim members. Chess: Kim is its officer. */
  photo: { id: number; uid: string }
  chess: { id: number; uid: string }
}

/**
 * One school for the events tests (issue 15): a school admin, a staff member, Maya an
 * officer of Photography, Sam a member of it, Ola in no club, Kim an officer of Chess.
 */
export function useEventSchool(ctx: () => TestContext, code: string, bus: Bus): () => EventSchool {
  let built: EventSchool | undefined
  beforeAll(async () => {
    const { database } = ctx()
    const school = await insertSchool(database.db, { code, name: `Events ${code}` })
    const ids = new Map<EventPerson, number>()
    for (const name of EVENT_PEOPLE) {
      ids.set(
        name,
        (await insertTestStudent(database, school, { email: `${name}@${code}.edu` })).id,
      )
    }
    const id = (name: EventPerson) => ids.get(name) ?? 0
    const origin = { actorId: null, requestId: null, ip: null }
    const grant = (userId: number, role: 'school_admin' | 'staff', schoolId = school.id) =>
      changeRoles({ db: database.db, bus }, origin, { schoolId, userId, grant: [role] })
    await grant(id('admin'), 'school_admin')
    await grant(id('staff'), 'staff')
    const photo = await insertClub(ctx(), school, {
      name: 'Photography',
      officers: [id('maya')],
      members: [id('sam'), id('kim')],
    })
    const chess = await insertClub(ctx(), school, { name: 'Chess', officers: [id('kim')] })
    const other = await insertSchool(database.db, { code: `${code}x`, name: 'Elsewhere' })
    const stranger = await insertTestStudent(database, other, { email: `x@${code}x.edu` })
    await grant(stranger.id, 'school_admin', other.id)
    const clients = new Map<EventPerson, BearerClient>()
    for (const name of EVENT_PEOPLE) {
      clients.set(name, await bearerClient(ctx, code, `${name}@${code}.edu`))
    }
    built = {
      school,
      id,
      as: (name) => {
        const client = clients.get(name)
        if (!client) throw new Error(`no client for ${name}`)
        return client
      },
      stranger: await bearerClient(ctx, `${code}x`, `x@${code}x.edu`),
      photo,
      chess,
    }
  })
  return () => {
    if (!built) throw new Error('useEventSchool: not ready')
    return built
  }
}

/** Next year's date at a wall-clock time, 'YYYY-MM-DDTHH:mm' (always in the future). */
export function nextYear(monthDay: string, time?: string): string {
  const year = new Date().getUTCFullYear() + 1
  return time ? `${String(year)}-${monthDay}T${time}` : `${String(year)}-${monthDay}`
}

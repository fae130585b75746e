// @engines both: roles and the audit log
import { describe, expect, it } from 'vitest'
import { ACTIONS, refusal, type Action } from './actions.ts'
import { can, Policies, type Actor } from './policies.ts'

/** Decision 024: who may do what, as a table (actor × action → allowed). */
const actor = (roles: string[], operator = false): Actor => ({
  userId: 1,
  schoolId: 10,
  roles,
  operator,
})
const student = actor([])
const staff = actor(['staff'])
const moderator = actor(['moderator'])
const admin = actor(['school_admin'])
const operator = actor([], true)

const table: [string, Actor, Action, boolean][] = [
  ['student', student, 'report.list', false],
  ['student', student, 'report.act', false],
  ['student', student, 'audit.read', false],
  ['student', student, 'club.update', false],
  ['staff', staff, 'report.list', false],
  ['staff', staff, 'audit.read', false],
  ['moderator', moderator, 'report.list', true],
  ['moderator', moderator, 'report.act', true],
  ['moderator', moderator, 'audit.read', false],
  ['moderator', moderator, 'overview.read', false],
  ['student', student, 'overview.read', false],
  ['school admin', admin, 'overview.read', true],
  ['moderator', moderator, 'role.assign', false],
  ['school admin', admin, 'report.list', true],
  ['school admin', admin, 'report.act', true],
  ['school admin', admin, 'audit.read', true],
  ['school admin', admin, 'role.assign', true],
  ['school admin', admin, 'club.update', true],
  ['operator', operator, 'audit.read', true],
  ['operator', operator, 'school.update', true],
]

describe('policies', () => {
  it.each(table)('%s → %s: %s', (_who, who, action, allowed) => {
    expect(can(who, action, { schoolId: 10 })).toBe(allowed)
  })

  it("refuses another school's subject to all but the operator", () => {
    expect(can(admin, 'audit.read', { schoolId: 11 })).toBe(false)
    expect(can(operator, 'audit.read', { schoolId: 11 })).toBe(true)
  })

  it("adds a feature's membership rule without widening other actions", async () => {
    const policies = new Policies()
    policies.allow('club.update', (_actor, subject) => subject?.officerIds === 'me')
    expect(await policies.can(student, 'club.update', { schoolId: 10, officerIds: 'me' })).toBe(
      true,
    )
    expect(await policies.can(student, 'club.update', { schoolId: 10 })).toBe(false)
    expect(await policies.can(student, 'club.update', { schoolId: 11, officerIds: 'me' })).toBe(
      false,
    )
    expect(await policies.can(student, 'report.list', { schoolId: 10, officerIds: 'me' })).toBe(
      false,
    )
  })

  it('says in one sentence who may do an action', () => {
    expect(refusal('report.list')).toBe('Only moderators and school admins can see reports.')
    for (const action of Object.keys(ACTIONS) as Action[]) {
      expect(refusal(action)).toMatch(/^Only .+ can .+\.$/)
    }
  })
})

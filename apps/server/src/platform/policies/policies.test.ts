// @engines both: roles and the audit log
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { modules } from '../../modules.ts'
import { defineActions, platformActions, type Action } from './actions.ts'
import { installPolicies } from './policies.plugin.ts'
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
/** The app's vocabulary: the platform's actions and every feature module's. */
const policies = new Policies(modules)

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
  it.each(table)('%s → %s: %s', async (_who, who, action, allowed) => {
    expect(await policies.can(who, action, { schoolId: 10 })).toBe(allowed)
  })

  it("refuses another school's subject to all but the operator", () => {
    expect(can(admin, platformActions['audit.read'], { schoolId: 11 })).toBe(false)
    expect(can(operator, platformActions['audit.read'], { schoolId: 11 })).toBe(true)
  })

  it("adds a feature's membership rule without widening other actions", async () => {
    const widened = new Policies(modules)
    widened.allow('club.update', (_actor, subject) => subject?.officerIds === 'me')
    expect(await widened.can(student, 'club.update', { schoolId: 10, officerIds: 'me' })).toBe(true)
    expect(await widened.can(student, 'club.update', { schoolId: 10 })).toBe(false)
    expect(await widened.can(student, 'club.update', { schoolId: 11, officerIds: 'me' })).toBe(
      false,
    )
    expect(await widened.can(student, 'report.list', { schoolId: 10, officerIds: 'me' })).toBe(
      false,
    )
  })

  it('says in one sentence who may do an action', () => {
    expect(policies.refusal('report.list')).toBe(
      'Only moderators and school admins can see reports.',
    )
    expect(policies.refusal('feed.remove')).toBe(
      "Only moderators and school admins can delete other people's posts and comments here.",
    )
    expect(policies.refusal('meeting.publish')).toBe(
      'Only staff, school admins and club officers can publish meeting slots.',
    )
    const declared = [platformActions, ...modules.map((module) => module.actions ?? {})]
    for (const action of declared.flatMap((actions) => Object.keys(actions)) as Action[]) {
      expect(policies.refusal(action)).toMatch(/^Only .+ can .+\.$/)
    }
  })
})

/** Issue 31: features declare their own actions; the vocabulary is checked at start. */
describe('declared actions', () => {
  const probe = (name: string, action = 'probe.poke') => ({
    name,
    actions: defineActions({ [action]: { roles: ['moderator'], does: 'poke the probe' } }),
  })
  // A probe's action is kept off `ActionRegistry` (the app's type never names it).
  const poke = 'probe.poke' as Action

  it("grants and words a module's own action as the platform's", async () => {
    const probed = new Policies([probe('probe')])
    expect(await probed.can(moderator, poke, { schoolId: 10 })).toBe(true)
    expect(await probed.can(admin, poke, { schoolId: 10 })).toBe(false)
    expect(probed.refusal(poke)).toBe('Only moderators can poke the probe.')
  })

  it('refuses two declarers of one action, naming both', () => {
    expect(() => new Policies([probe('a'), probe('b')])).toThrow(
      'The action probe.poke is declared by a and by b',
    )
    expect(() => new Policies([probe('c', 'audit.read')])).toThrow(
      'The action audit.read is declared by the platform and by c',
    )
  })

  it('refuses a rule for, or a check of, an action no module declares', async () => {
    const bare = new Policies([])
    expect(() => bare.allow(poke, () => true)).toThrow('A rule for probe.poke')
    await expect(bare.can(moderator, poke)).rejects.toThrow('declared by no registered module')
    expect(bare.isAction('report.list')).toBe(true)
    expect(bare.isAction(poke)).toBe(false)
  })

  it('fails the start when a route requires an undeclared action', async () => {
    const app = Fastify()
    installPolicies(app, new Policies([]))
    // As the registry registers a feature module's routes: its own plugin, awaited.
    const feature = app.register(async (scope) => {
      scope.get('/declared', { config: { requires: 'audit.read' } }, async () => 'ok')
      scope.get('/undeclared', { config: { requires: poke } }, async () => 'ok')
    })
    await expect(feature).rejects.toThrow('Unknown action probe.poke on GET /undeclared')
    await app.close()
  })
})

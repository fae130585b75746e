// @engines both: a feature's own action through the real policies hook
import { beforeAll, describe, expect, it } from 'vitest'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { createTestApp, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { defineModule } from '../module.ts'
import { inProcessBus } from '../realtime/bus.ts'
import { defineActions, type Action } from './actions.ts'
import { changeRoles } from './roles.service.ts'

/**
 * Issue 31: a feature declares its actions in its module; the platform enforces them and
 * words their 403 like its own. The probe's action is kept off `ActionRegistry`, so the
 * app's type never names it (hence the cast).
 */
const probeActions = defineActions({
  'probe.poke': { roles: ['moderator'], does: 'poke the probe' },
})
const poke = 'probe.poke' as Action
const probeModule = (name: string) =>
  defineModule({
    name,
    actions: probeActions,
    register(app) {
      app.get('/api/v1/probe', { config: { requires: poke } }, async () => ({ poked: true }))
    },
  })

const bus = inProcessBus()
const ctx = useTestApp({ bus, modules: [probeModule('probe')] })
let student: BearerClient
let moderator: BearerClient

beforeAll(async () => {
  const { database } = ctx()
  const school = await insertSchool(database.db, { code: 'acts', name: 'Actions' })
  await insertTestStudent(database, school, { email: 'student@acts.edu' })
  const mod = await insertTestStudent(database, school, { email: 'mod@acts.edu' })
  await changeRoles(
    { db: database.db, bus },
    { actorId: null, requestId: null, ip: null },
    { schoolId: school.id, userId: mod.id, grant: ['moderator'] },
  )
  student = await bearerClient(ctx, 'acts', 'student@acts.edu')
  moderator = await bearerClient(ctx, 'acts', 'mod@acts.edu')
})

describe("a feature's declared action", () => {
  it('is enforced on its route and named in the 403 sentence', async () => {
    const refused = await student.get('/api/v1/probe')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toEqual({
      code: 'forbidden',
      message: 'Only moderators can poke the probe.',
    })
    const allowed = await moderator.get('/api/v1/probe')
    expect(allowed.statusCode).toBe(200)
    expect(allowed.json()).toEqual({ poked: true })
  })

  it('declared by two modules, fails the start naming both', async () => {
    await expect(
      createTestApp(ctx().database, { bus, modules: [probeModule('one'), probeModule('two')] }),
    ).rejects.toThrow('The action probe.poke is declared by one and by two')
  })
})

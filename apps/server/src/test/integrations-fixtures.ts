import type { FastifyInstance } from 'fastify'
import { beforeAll } from 'vitest'
import type { Integrations } from '../platform/integrations/index.ts'
import { defineModule, type ModuleContext } from '../platform/module.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { insertSchool, insertTestStudent, useTestApp, type TestContext } from './test-app.ts'

export interface IntegrationsFixture {
  ctx: TestContext
  integrations: Integrations
  school: School
  other: School
  studentId: number
}

/**
 * An app whose one module keeps the context it is given (so tests use `integrations`
 * exactly as a feature would) and registers the test's `routes`, two schools and a
 * student of the first.
 */
export function useIntegrations(
  routes?: (app: FastifyInstance, context: ModuleContext) => void,
): () => IntegrationsFixture {
  let context: ModuleContext | undefined
  const probe = defineModule({
    name: 'probe',
    register(app, given) {
      context = given
      routes?.(app, given)
    },
  })
  const ctx = useTestApp({ modules: [probe] })
  let fixture: IntegrationsFixture | undefined
  beforeAll(async () => {
    if (!context) throw new Error('the probe module was not registered')
    const db = ctx().database.db
    const school = await insertSchool(db, { code: 'sync', name: 'Sync' })
    const other = await insertSchool(db, { code: 'other', name: 'Other' })
    const student = await insertTestStudent(ctx().database, school)
    fixture = {
      ctx: ctx(),
      integrations: context.integrations,
      school,
      other,
      studentId: student.id,
    }
  })
  return () => {
    if (!fixture) throw new Error('useIntegrations: not ready')
    return fixture
  }
}

import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { CreatedApiKey, SIS_KINDS, SisBatchAnswer } from '@quad/shared'
import { insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { bus, push, schoolWithAdmin } from './test-fixtures.ts'

/**
 * docs/student-records-feed.md is what a school's IT copies: each of its `push KIND` bodies,
 * in the order it gives, is accepted whole by the real routes.
 */
const ctx = useTestApp({ bus })
const DOC = new URL('../../../../../docs/student-records-feed.md', import.meta.url)
let key: string

beforeAll(async () => {
  const school = await schoolWithAdmin(ctx, 'doc')
  await insertTestStudent(ctx().database, school.school, { email: 'maya@yourschool.edu' })
  const made = await school.admin.post('/api/v1/admin/integrations/sis/keys', { name: 'Doc' })
  key = CreatedApiKey.parse(made.json()).key
})

describe('the feed document', () => {
  it("every example batch is accepted, in the document's order, and again unchanged", async () => {
    const examples = [
      ...readFileSync(DOC, 'utf8').matchAll(/push (\w+) <<'JSON'\n([\s\S]*?)\nJSON/g),
    ]
    expect(examples.map(([, kind]) => kind)).toEqual([...SIS_KINDS])
    for (const run of ['first', 'again'] as const) {
      for (const [, kind = '', body = ''] of examples) {
        const { items } = JSON.parse(body) as { items: unknown[] }
        const response = await push(ctx, 'doc', key, kind, items)
        expect(response.statusCode, kind).toBe(200)
        const answer = SisBatchAnswer.parse(response.json())
        expect(answer.errors, kind).toEqual([])
        expect(answer.unchanged, kind).toBe(run === 'again' ? items.length : 0)
      }
    }
  })
})

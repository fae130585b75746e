// @engines both: a data migration
import { readdir, readFile } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { EventQuestion } from '@quad/shared'
import { events } from '../../db/schema/events.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { insertSchool, useTestApp } from '../../test/test-app.ts'

/** Decision 113: migration 0070 turns stored registration questions into a form's. */
const ctx = useTestApp()
const drizzleDir = new URL('../../../drizzle/', import.meta.url)
let migration = ''

beforeAll(async () => {
  const name = (await readdir(drizzleDir)).find((file) =>
    file.endsWith('_event_questions_as_forms.sql'),
  )
  if (!name) throw new Error('the event questions migration is missing')
  migration = await readFile(new URL(name, drizzleDir), 'utf8')
})

it('turns text into long text and `multiple` into multiple choice, in order, once', async () => {
  const { database } = ctx()
  const school = await insertSchool(database.db, { code: 'asked', name: 'Asked' })
  const event = await insertEvent(ctx(), school)
  // Questions stored before the change, as issue 15 stored them.
  const before = [
    { id: 'diet', label: 'Diet?', kind: 'text', options: [], required: false },
    { id: 'level', label: 'Level', kind: 'choice', options: ['New', 'Old'], required: true },
    { id: 'days', label: 'Days', kind: 'multiple', options: ['Sat', 'Sun'], required: false },
  ]
  await database.db.execute(
    sql`update events set questions = ${JSON.stringify(before)}::jsonb where id = ${event.id}`,
  )
  await database.db.execute(sql.raw(migration))
  await database.db.execute(sql.raw(migration))
  const [row] = await database.db
    .select({ questions: events.questions })
    .from(events)
    .where(eq(events.id, event.id))
  const after = row?.questions.map((question) => EventQuestion.parse(question))
  expect(after).toEqual([
    { id: 'diet', label: 'Diet?', help: '', kind: 'long_text', required: false },
    {
      id: 'level',
      label: 'Level',
      help: '',
      kind: 'choice',
      options: ['New', 'Old'],
      required: true,
    },
    {
      id: 'days',
      label: 'Days',
      help: '',
      kind: 'multi_choice',
      options: ['Sat', 'Sun'],
      required: false,
    },
  ])
})

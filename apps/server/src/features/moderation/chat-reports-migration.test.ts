// @engines both: a data migration
import { readdir, readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { ChatMessage, Conversation } from '@quad/shared'
import { chatReports } from '../../db/schema/chat.ts'
import { reports } from '../../platform/db/policies-schema.ts'
import { bearerClient, connectStudents, newClientId } from '../../test/chat-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/** Decision 024: the custom migration copies issue 6's chat reports into `reports`. */
const ctx = useTestApp()
const drizzleDir = new URL('../../../drizzle/', import.meta.url)
let moveSql = ''

beforeAll(async () => {
  const name = (await readdir(drizzleDir)).find((file) => file.endsWith('_move_chat_reports.sql'))
  if (!name) throw new Error('the chat reports migration is missing')
  moveSql = await readFile(new URL(name, drizzleDir), 'utf8')
})

it('copies every chat report once, with its text as reported', async () => {
  const { database } = ctx()
  const school = await insertSchool(database.db, { code: 'moved', name: 'Moved' })
  const maya = await insertTestStudent(database, school, { email: 'maya@moved.edu' })
  const jonah = await insertTestStudent(database, school, { email: 'jonah@moved.edu' })
  await connectStudents(ctx(), school, maya, jonah)
  const client = await bearerClient(ctx, 'moved', 'maya@moved.edu')
  const started = await client.post('/api/v1/chat/conversations', { participantUids: [jonah.uid] })
  const { id } = Conversation.parse(started.json())
  const sent = await client.post(`/api/v1/chat/conversations/${id}/messages`, {
    body: 'now edited',
    clientId: newClientId(),
  })
  const message = ChatMessage.parse(sent.json())
  // A report stored before the change, as issue 6 stored it.
  await database.db.insert(chatReports).values({
    schoolId: school.id,
    messageId: message.id,
    reporterId: jonah.id,
    reason: 'spam',
    bodySnapshot: 'as it was',
  })
  await database.db.execute(sql.raw(moveSql))
  await database.db.execute(sql.raw(moveSql))
  const rows = await database.db.select().from(reports)
  expect(rows).toMatchObject([
    {
      schoolId: school.id,
      subjectType: 'chat.message',
      subjectId: String(message.id),
      reporterId: jonah.id,
      reason: 'spam',
      snapshot: 'as it was',
      status: 'open',
    },
  ])
})

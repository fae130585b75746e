import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { THREAD_PEOPLE_SHOWN, type ThreadSummary } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatMessages } from '../../db/schema/chat.ts'
import { users } from '../../platform/db/schema.ts'
import { personColumns, presentPerson } from './chat-person.ts'

/**
 * The threads these messages started (decision 096), by starter: replies not deleted, the
 * last one's time, and the people who replied most recently. One query, by the thread index:
 * each replier's latest reply per thread.
 */
export async function threadsOf(
  db: DbOrTx,
  starterIds: number[],
): Promise<Map<number, ThreadSummary>> {
  const threads = new Map<number, ThreadSummary>()
  if (starterIds.length === 0) return threads
  const rows = await db
    .select({
      threadId: sql<number>`${chatMessages.threadId}`.mapWith(Number),
      replies: sql<number>`count(*)`.mapWith(Number),
      lastAt: sql<string>`max(${chatMessages.createdAt})`.mapWith((value: string | Date) =>
        new Date(value).toISOString(),
      ),
      person: personColumns,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(inArray(chatMessages.threadId, starterIds), isNull(chatMessages.deletedAt)))
    .groupBy(chatMessages.threadId, users.id)
    .orderBy(sql`max(${chatMessages.createdAt}) desc`)
  for (const row of rows) {
    const thread = threads.get(row.threadId)
    if (!thread) {
      threads.set(row.threadId, {
        replies: row.replies,
        lastReplyAt: row.lastAt,
        people: [presentPerson(row.person)],
      })
      continue
    }
    thread.replies += row.replies
    if (thread.people.length < THREAD_PEOPLE_SHOWN) thread.people.push(presentPerson(row.person))
  }
  return threads
}

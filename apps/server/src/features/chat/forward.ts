import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatFiles, chatMessages } from '../../db/schema/chat.ts'
import { badRequest } from '../../platform/errors.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { fileKey } from './files.service.ts'

/** What a forward sends: the original's text, and copies of its files as the sender's uploads. */
export interface ForwardedCopy {
  body: string
  fileIds: string[]
  forwarded: true
}

const notForwardable = () =>
  badRequest('body.forwardOf: not a message you can forward', [
    { path: 'body.forwardOf', message: 'is not a message of a conversation you are in' },
  ])

/**
 * Forwarding (issue 35 item 10): a message of a conversation the sender is in now, not
 * deleted or hidden, becomes a new message elsewhere. Its files are copied — bytes and
 * preview — as the sender's own unsent uploads, so the send that follows claims them as
 * any upload (and a send that never comes leaves them to the daily clean-up of unsent
 * files). The target's rules (membership, a block in a 1:1, the rate limit) are the send's.
 */
export async function forwardedCopy(
  db: DbOrTx,
  storage: FileStorage,
  school: School,
  senderId: number,
  input: { forwardOf: number; body: string; fileIds: readonly string[] },
): Promise<ForwardedCopy> {
  if (input.body || input.fileIds.length > 0) {
    throw badRequest('body.body: a forward carries the original’s text and files, nothing else', [
      { path: 'body.body', message: 'must be empty when forwarding' },
    ])
  }
  const [original] = await db
    .select({ id: chatMessages.id, body: chatMessages.body })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.id, input.forwardOf),
        eq(chatMessages.schoolId, school.id),
        isNull(chatMessages.deletedAt),
        sql`${chatMessages.conversationId} in (select conversation_id from chat_participants
          where user_id = ${senderId} and left_at is null)`,
      ),
    )
  if (!original) throw notForwardable()
  const files = await db.select().from(chatFiles).where(eq(chatFiles.messageId, original.id))
  // Each file's bytes (and preview) copied side by side, then their rows in one insert.
  const copies = await Promise.all(
    files.map(async (file) => {
      const id = randomBytes(16).toString('hex')
      const variants = file.hasPreview ? [undefined, 'preview' as const] : [undefined]
      await Promise.all(
        variants.map(async (variant) => {
          const data = await storage.get(fileKey(school.id, file.id, variant))
          if (!data) throw notForwardable()
          await storage.put(fileKey(school.id, id, variant), data)
        }),
      )
      const { id: _id, messageId: _m, conversationId: _c, createdAt: _at, ...kept } = file
      return { ...kept, id, uploaderId: senderId }
    }),
  )
  if (copies.length > 0) await db.insert(chatFiles).values(copies)
  const fileIds = copies.map((copy) => copy.id)
  return { body: original.body, fileIds, forwarded: true }
}

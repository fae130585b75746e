import { and, eq, isNull, sql } from 'drizzle-orm'
import type { ChatMessage } from '@quad/shared'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { chatLinkPreviews, chatMessages } from '../../db/schema/chat.ts'
import { notFound } from '../../platform/errors.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { Outbound } from '../../platform/http/outbound.ts'
import type { Realtime } from '../../platform/realtime/realtime.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { requireMembership, requireWritable } from './membership.ts'
import { notHiddenFor } from './message-loader.ts'
import { ownLiveMessage, requireMessage } from './messages.service.ts'
import { announceMessage } from './moderated.service.ts'
import { unfurl } from './link-unfurl.ts'
import { lockSeq } from './seq.ts'

/**
 * How long a fetched preview serves every message that links its page, and how long a page
 * that gave none waits before it is asked again (decision 097).
 */
export const PREVIEW_FRESH_MS = 7 * 24 * 60 * 60 * 1000
export const PREVIEW_RETRY_MS = 60 * 60 * 1000

export interface LinkPreviewDeps {
  db: Db
  outbound: Outbound
  storage: FileStorage
  realtime: Realtime
}

type CachedPreview = typeof chatLinkPreviews.$inferSelect

/** Where a preview's thumbnail is stored, beside the school's chat files. */
export const linkPreviewKey = (schoolId: number, previewId: number) =>
  `chat/${String(schoolId)}/link-preview-${String(previewId)}`

/** A message's link, to be previewed after its send (the job's payload). */
export interface LinkJob {
  messageId: number
  url: string
}

/**
 * Gives a sent message its link's preview (issue 35 item 6), off the send's path: from the
 * school's cache, else fetched once now; then the message takes a new seq (catch-up carries
 * it) and its members' open clients hear it. Nothing when the page gave no preview, or the
 * message was deleted, or its sender removed the preview meanwhile.
 */
export async function previewMessage(deps: LinkPreviewDeps, job: LinkJob): Promise<void> {
  const [message] = await deps.db
    .select({ schoolId: chatMessages.schoolId })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, job.messageId), awaitingPreview))
  if (!message) return
  const preview = await cachedPreview(deps, message.schoolId, job.url)
  if (preview.failed) return
  if (await attachPreview(deps.db, job.messageId, preview.id)) {
    await announceMessage(deps.db, deps.realtime, job.messageId)
  }
}

/** Not deleted, its preview neither removed nor given yet. */
const awaitingPreview = and(
  isNull(chatMessages.deletedAt),
  eq(chatMessages.linkPreviewRemoved, false),
  isNull(chatMessages.linkPreviewId),
)

/**
 * The school's preview of `url`: the cached one while fresh (a failure too, while it waits),
 * else fetched now through the outbound guard and cached, its thumbnail stored.
 */
export async function cachedPreview(
  deps: LinkPreviewDeps,
  schoolId: number,
  url: string,
): Promise<CachedPreview> {
  const [held] = await deps.db
    .select()
    .from(chatLinkPreviews)
    .where(and(eq(chatLinkPreviews.schoolId, schoolId), eq(chatLinkPreviews.url, url)))
  if (held && isFresh(held, Date.now())) return held
  // Any failure to fetch (refused, slow, too large, unreachable) is no preview, cached as such.
  const unfurled = await unfurl(deps.outbound, url).catch(() => null)
  const values = {
    siteName: unfurled?.siteName ?? null,
    title: unfurled?.title ?? null,
    description: unfurled?.description ?? null,
    hasImage: Boolean(unfurled?.thumbnail),
    failed: unfurled === null,
    fetchedAt: new Date(),
  }
  const [row] = await deps.db
    .insert(chatLinkPreviews)
    .values({ schoolId, url, ...values })
    .onConflictDoUpdate({ target: [chatLinkPreviews.schoolId, chatLinkPreviews.url], set: values })
    .returning()
  if (!row) throw new Error('link preview was not stored')
  if (unfurled?.thumbnail)
    await deps.storage.put(linkPreviewKey(schoolId, row.id), unfurled.thumbnail)
  return row
}

function isFresh(preview: CachedPreview, now: number): boolean {
  const age = now - preview.fetchedAt.getTime()
  return age < (preview.failed ? PREVIEW_RETRY_MS : PREVIEW_FRESH_MS)
}

/** Links the message to its preview with a new seq; false when it no longer awaits one. */
async function attachPreview(db: Db, messageId: number, previewId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ conversationId: chatMessages.conversationId, schoolId: chatMessages.schoolId })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, messageId), awaitingPreview))
    if (!row) return false
    await lockSeq(tx, { id: row.schoolId }, row.conversationId)
    const changed = await tx
      .update(chatMessages)
      .set({ linkPreviewId: previewId, seq: sql`nextval('chat_message_seq')` })
      .where(and(eq(chatMessages.id, messageId), awaitingPreview))
      .returning({ id: chatMessages.id })
    return changed.length > 0
  })
}

/**
 * The sender removes their message's preview, for good (issue 35 item 6): a new seq, and a
 * late unfurl does not bring it back; a repeat changes nothing. Others get 403, a student
 * not in the conversation 404, a deleted message 409, as an edit does.
 */
export async function removePreview(
  deps: Pick<LinkPreviewDeps, 'db' | 'realtime'>,
  school: School,
  userId: number,
  conversationId: number,
  messageId: number,
): Promise<ChatMessage> {
  const { db } = deps
  requireWritable(await requireMembership(db, school, userId, conversationId))
  const changed = await db.transaction(async (tx) => {
    const row = await ownLiveMessage(tx, userId, conversationId, messageId, 'remove a link preview')
    if (row.linkPreviewRemoved) return false
    await lockSeq(tx, school, conversationId)
    await tx
      .update(chatMessages)
      .set({
        linkPreviewId: null,
        linkPreviewRemoved: true,
        seq: sql`nextval('chat_message_seq')`,
      })
      .where(eq(chatMessages.id, messageId))
    return true
  })
  if (changed) await announceMessage(db, deps.realtime, messageId)
  return requireMessage(db, messageId)
}

/**
 * A message's preview thumbnail for a member who sees the message (not deleted, hidden, or
 * deleted for themself); anything else is a 404, so ids cannot be probed.
 */
export async function previewImage(
  db: DbOrTx,
  storage: FileStorage,
  school: School,
  userId: number,
  conversationId: number,
  messageId: number,
): Promise<Buffer> {
  await requireMembership(db, school, userId, conversationId)
  const [row] = await db
    .select({ id: chatLinkPreviews.id })
    .from(chatMessages)
    .innerJoin(chatLinkPreviews, eq(chatLinkPreviews.id, chatMessages.linkPreviewId))
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.conversationId, conversationId),
        isNull(chatMessages.deletedAt),
        eq(chatLinkPreviews.hasImage, true),
        notHiddenFor(userId),
      ),
    )
  const data = row ? await storage.get(linkPreviewKey(school.id, row.id)) : null
  if (!data) throw notFound('Preview image')
  return data
}

import { inArray } from 'drizzle-orm'
import type { ChatLinkPreview } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatLinkPreviews } from '../../db/schema/chat.ts'

/** Cached link previews by id, as the wire shows them under their messages (one query). */
export async function linkPreviewsOf(
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, ChatLinkPreview>> {
  const byId = new Map<number, ChatLinkPreview>()
  if (ids.length === 0) return byId
  const rows = await db
    .select()
    .from(chatLinkPreviews)
    .where(inArray(chatLinkPreviews.id, [...new Set(ids)]))
  for (const row of rows) {
    if (row.failed) continue
    byId.set(row.id, {
      url: row.url,
      siteName: row.siteName,
      title: row.title,
      description: row.description,
      hasImage: row.hasImage,
    })
  }
  return byId
}

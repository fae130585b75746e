import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { ChatFile } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatFiles } from '../../db/schema/chat.ts'
import { badRequest, notFound } from '../../platform/errors.ts'
import {
  attachmentImagePolicy,
  attachmentName,
  encodeAttachment,
  storedName,
  type EncodedAttachment,
} from '../../platform/files/attachments.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { presentFile } from './message-loader.ts'
import { voiceNoteName, voiceNoteType } from './voice-notes.ts'

const CHAT_IMAGE_POLICY = attachmentImagePolicy(
  'only JPEG, PNG, WebP and GIF images, PDF documents and voice notes can be sent',
)

/**
 * Stores an attachment (issue 6 item 2). The bytes decide the type, never the name
 * or the client's content type. Images are re-encoded (which drops EXIF data such as
 * a phone's GPS position) with a small preview; PDFs are kept as sent; a voice note
 * (issue 35 item 8) is kept as sent with the length and waveform its browser measured.
 */
export async function storeUpload(
  db: DbOrTx,
  storage: FileStorage,
  school: School,
  uploaderId: number,
  upload: { data: Buffer; filename: string },
  voice: { durationMs?: number | undefined; waveform?: string | undefined } = {},
): Promise<ChatFile> {
  const id = randomBytes(16).toString('hex')
  const audio = voiceNoteType(upload.data)
  const stored = audio
    ? voiceNote(upload.data, audio, voice)
    : await encodeAttachment(upload.data, CHAT_IMAGE_POLICY)
  const name = audio ? voiceNoteName(audio) : attachmentName(upload.filename)
  await storage.put(fileKey(school.id, id), stored.data)
  if (stored.preview) await storage.put(fileKey(school.id, id, 'preview'), stored.preview)
  const [row] = await db
    .insert(chatFiles)
    .values({
      id,
      schoolId: school.id,
      uploaderId,
      name: storedName(name, stored),
      contentType: stored.contentType,
      size: stored.data.length,
      width: stored.width,
      height: stored.height,
      hasPreview: stored.preview !== null,
      durationMs: stored.durationMs ?? null,
      waveform: stored.waveform ?? null,
    })
    .returning()
  if (!row) throw new Error('file was not stored')
  return presentFile(row)
}

/** A voice note as stored: its length and waveform are required with its bytes. */
function voiceNote(
  data: Buffer,
  contentType: string,
  voice: { durationMs?: number | undefined; waveform?: string | undefined },
): EncodedAttachment {
  const { durationMs, waveform } = voice
  if (durationMs === undefined || waveform === undefined) {
    const field = durationMs === undefined ? 'durationMs' : 'waveform'
    throw badRequest(`${field}: a voice note needs its length and waveform`, [
      { path: `querystring.${field}`, message: 'is required for a voice note' },
    ])
  }
  return {
    kind: 'audio',
    contentType,
    data,
    preview: null,
    width: null,
    height: null,
    durationMs,
    waveform,
  }
}

export function fileKey(schoolId: number, id: string, variant?: 'preview'): string {
  return `chat/${schoolId}/${id}${variant ? `-${variant}` : ''}`
}

/**
 * A file the viewer may download: their own upload, or one sent in a conversation
 * they are in now, unless its message was hidden. Anything else is a 404, so ids cannot
 * be probed.
 */
export async function readableFile(
  db: DbOrTx,
  school: School,
  userId: number,
  id: string,
): Promise<typeof chatFiles.$inferSelect> {
  const rows = await db
    .select()
    .from(chatFiles)
    .where(
      and(
        eq(chatFiles.id, id),
        eq(chatFiles.schoolId, school.id),
        sql`(${chatFiles.uploaderId} = ${userId} or exists (
          select 1 from chat_participants p
          where p.conversation_id = ${chatFiles.conversationId}
            and p.user_id = ${userId} and p.left_at is null))`,
        // A message a moderator hid takes its files with it, for everyone (decision 024).
        sql`not exists (select 1 from chat_messages m
          where m.id = ${chatFiles.messageId} and m.hidden_at is not null)`,
      ),
    )
    .limit(1)
  const row = rows[0]
  if (!row) throw notFound('File')
  return row
}

/** Uploads never sent with a message, older than a day: their bytes and rows go. */
export async function removeStaleUploads(db: DbOrTx, storage: FileStorage): Promise<number> {
  const stale = await db
    .delete(chatFiles)
    .where(and(isNull(chatFiles.messageId), sql`${chatFiles.createdAt} < now() - interval '1 day'`))
    .returning({ id: chatFiles.id, schoolId: chatFiles.schoolId })
  for (const file of stale) await removeStored(storage, file.schoolId, file.id)
  return stale.length
}

export async function removeStored(storage: FileStorage, schoolId: number, id: string) {
  await storage.delete(fileKey(schoolId, id))
  await storage.delete(fileKey(schoolId, id, 'preview'))
}

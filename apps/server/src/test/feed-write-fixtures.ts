import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { ChatFile, Post } from '@quad/shared'
import { posts } from '../db/schema/feed.ts'
import { outboxMessages } from '../platform/db/outbox-schema.ts'
import type { MessageName } from '../platform/outbox/messages.ts'
import type { BearerClient } from './chat-fixtures.ts'
import { newClientId } from './chat-fixtures.ts'
import { multipart } from './multipart.ts'
import { hostOf, type TestContext } from './test-app.ts'

/** Writes a post through the API (`POST /api/v1/feed/posts`), a fresh clientId unless given. */
export function writePost(client: BearerClient, body: Record<string, unknown>) {
  return client.post('/api/v1/feed/posts', {
    body: '<p>Hello</p>',
    clientId: newClientId(),
    ...body,
  })
}

/** Writes a post that must succeed, answering it parsed. */
export async function wrotePost(client: BearerClient, body: Record<string, unknown>) {
  const response = await writePost(client, body)
  if (response.statusCode !== 201) throw new Error(`post failed: ${response.body}`)
  return Post.parse(response.json())
}

/** A small photo as a phone sends it. */
export const photo = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer()

/** Uploads a file through chat's pipeline (`POST /api/v1/files`), as the composer does. */
export async function uploadFile(
  ctx: () => TestContext,
  school: string,
  client: BearerClient,
  data: Buffer,
  filename: string,
): Promise<ChatFile> {
  const form = multipart('file', filename, data)
  const response = await ctx().app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: {
      host: hostOf(school),
      authorization: `Bearer ${client.jwt}`,
      'content-type': form.contentType,
    },
    payload: form.payload,
  })
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`)
  return ChatFile.parse(response.json())
}

/** The payloads of the outbox messages `name` whose `postId` is `postId`, oldest first. */
export async function outboxPayloads(ctx: TestContext, name: MessageName, postId: number) {
  const rows = await ctx.database.db
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.name, name),
        sql`(${outboxMessages.payload}->>'postId')::bigint = ${postId}`,
      ),
    )
    .orderBy(outboxMessages.id)
  return rows.map((row) => row.payload)
}

/** The stored row of the post `uid`. */
export async function postRow(ctx: TestContext, uid: string) {
  const [row] = await ctx.database.db.select().from(posts).where(eq(posts.uid, uid))
  if (!row) throw new Error(`no post ${uid}`)
  return row
}

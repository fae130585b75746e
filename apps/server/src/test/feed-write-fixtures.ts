import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { ChatFile, Post } from '@quad/shared'
import { posts } from '../db/schema/feed.ts'
import { domainEvents } from '../platform/db/events-schema.ts'
import type { EventName } from '../platform/events/events.ts'
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

/** The payloads of the domain events `name` whose `postId` is `postId`, oldest first. */
export async function postEvents(ctx: TestContext, name: EventName, postId: number) {
  const rows = await ctx.database.db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.name, name),
        sql`(${domainEvents.payload}->>'postId')::bigint = ${postId}`,
      ),
    )
    .orderBy(domainEvents.id)
  return rows.map((row) => row.payload)
}

/** The stored row of the post `uid`. */
export async function postRow(ctx: TestContext, uid: string) {
  const [row] = await ctx.database.db.select().from(posts).where(eq(posts.uid, uid))
  if (!row) throw new Error(`no post ${uid}`)
  return row
}

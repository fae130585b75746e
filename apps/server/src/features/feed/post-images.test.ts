import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { ErrorBody } from '@quad/shared'
import { postImages } from '../../db/schema/feed.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { useEventSchool, type EventPerson } from '../../test/event-school.ts'
import { photo, postRow, uploadFile, writePost, wrotePost } from '../../test/feed-write-fixtures.ts'
import { hostOf, login, useTestApp } from '../../test/test-app.ts'

/** A post's images (issue 16 item 2): taken from chat's uploads, served to who sees the post. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'fdi', bus)
const cookies = new Map<EventPerson, string>()

beforeAll(async () => {
  for (const name of ['maya', 'sam', 'ola'] as const) {
    cookies.set(name, (await login(ctx().app, 'fdi', `${name}@fdi.edu`)).cookie)
  }
})

/** An `<img>` request: the session cookie when signed in, nothing for a visitor. */
const media = (url: string, who?: EventPerson) =>
  ctx().app.inject({
    url,
    headers: { host: hostOf('fdi'), ...(who && { cookie: cookies.get(who) ?? '' }) },
  })
const upload = async (who: EventPerson, data: Buffer, name = 'photo.jpg') =>
  (await uploadFile(ctx, 'fdi', s().as(who), data, name)).id
const issuePath = (response: { json: () => unknown }) =>
  ErrorBody.parse(response.json()).error.issues?.[0]?.path

describe('a post’s images', () => {
  it('takes the author’s uploads over in order, re-encoded, and out of chat’s reach', async () => {
    const first = await upload('maya', await photo(1200, 800))
    const second = await upload('maya', await photo(600, 900))
    const post = await wrotePost(s().as('maya'), {
      clubId: s().photo.uid,
      body: '',
      fileIds: [first, second],
    })
    expect(post.images.map(({ width, height }) => [width, height])).toEqual([
      [1200, 800],
      [600, 900],
    ])
    const [image] = post.images
    expect(image?.url).toMatch(/^\/media\/feed\/[0-9a-f]{32}\.webp$/)
    expect(image?.previewUrl).toBe(image?.url.replace('.webp', '-preview.webp'))
    // The upload is no longer chat's: not readable there, not sendable in a message.
    expect((await s().as('maya').get(`/api/v1/files/${first}`)).statusCode).toBe(404)
    const again = await writePost(s().as('maya'), { clubId: s().photo.uid, fileIds: [first] })
    expect(issuePath(again)).toBe('body.fileIds.0')

    const full = await media(image?.url ?? '', 'sam')
    expect(full.statusCode).toBe(200)
    expect(full.headers['content-type']).toBe('image/webp')
    expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+/)
    expect((await sharp(full.rawPayload).metadata()).format).toBe('webp')
    const preview = await media(image?.previewUrl ?? '', 'sam')
    expect((await sharp(preview.rawPayload).metadata()).width).toBeLessThanOrEqual(480)
    // A public club's news: any schoolmate, and a visitor too.
    expect((await media(image?.url ?? '', 'ola')).statusCode).toBe(200)
    expect((await media(image?.url ?? '')).statusCode).toBe(200)
  })

  it('serves a discussion’s image to members only, and nothing once the post is deleted', async () => {
    const id = await upload('sam', await photo())
    const post = await wrotePost(s().as('sam'), {
      clubId: s().photo.uid,
      channel: 'discussion',
      fileIds: [id],
    })
    const url = post.images[0]?.url ?? ''
    expect((await media(url, 'maya')).statusCode).toBe(200)
    expect((await media(url, 'ola')).statusCode).toBe(404)
    expect((await media(url)).statusCode).toBe(404)
    expect((await media('/media/feed/../../etc.webp', 'maya')).statusCode).toBe(404)
    expect((await s().as('sam').delete(`/api/v1/feed/posts/${post.id}`)).statusCode).toBe(204)
    expect((await media(url, 'sam')).statusCode).toBe(404)
    const row = await postRow(ctx(), post.id)
    const left = await ctx()
      .database.db.select()
      .from(postImages)
      .where(eq(postImages.postId, row.id))
    expect(left).toEqual([])
  })

  it('refuses a document, another student’s upload and an unknown id, naming the entry', async () => {
    const pdf = await upload('maya', Buffer.from('%PDF-1.4\n%%EOF\n'), 'notes.pdf')
    const own = await upload('maya', await photo())
    const document = await writePost(s().as('maya'), {
      clubId: s().photo.uid,
      fileIds: [own, pdf],
    })
    expect(document.statusCode).toBe(400)
    expect(issuePath(document)).toBe('body.fileIds.1')
    const sams = await upload('sam', await photo())
    expect(
      issuePath(await writePost(s().as('maya'), { clubId: s().photo.uid, fileIds: [sams] })),
    ).toBe('body.fileIds.0')
    expect(
      issuePath(
        await writePost(s().as('maya'), { clubId: s().photo.uid, fileIds: ['0'.repeat(32)] }),
      ),
    ).toBe('body.fileIds.0')
    // The refused post took nothing: the image is still the author's to use.
    expect((await s().as('maya').get(`/api/v1/files/${own}`)).statusCode).toBe(200)
  })
})

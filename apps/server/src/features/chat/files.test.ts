import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { CHAT_FILE_MAX_BYTES, ChatFile, ChatMessage, Conversation } from '@quad/shared'
import {
  bearerClient,
  connectStudents,
  newClientId,
  type BearerClient,
} from '../../test/chat-fixtures.ts'
import { badImages } from '../../test/bad-images.ts'
import { multipart } from '../../test/multipart.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

const ctx = useTestApp()
let sender: BearerClient
let receiver: BearerClient
let outsider: BearerClient
let conversationId = 0

beforeAll(async () => {
  const db = ctx().database
  const school = await insertSchool(db.db, { code: 'files', name: 'Files' })
  const a = await insertTestStudent(db, school, { email: 'a@files.edu' })
  const b = await insertTestStudent(db, school, { email: 'b@files.edu' })
  await insertTestStudent(db, school, { email: 'c@files.edu' })
  await connectStudents(ctx(), school, a, b)
  sender = await bearerClient(ctx, 'files', 'a@files.edu')
  receiver = await bearerClient(ctx, 'files', 'b@files.edu')
  outsider = await bearerClient(ctx, 'files', 'c@files.edu')
  const started = await sender.post('/api/v1/chat/conversations', { participantUids: [b.uid] })
  conversationId = Conversation.parse(started.json()).id
})

function upload(client: BearerClient, data: Buffer, filename: string) {
  const body = multipart('file', filename, data)
  return ctx().app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: {
      host: hostOf('files'),
      authorization: `Bearer ${client.jwt}`,
      'content-type': body.contentType,
    },
    payload: body.payload,
  })
}

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#228844' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'gps-stand-in' } } })
    .jpeg()
    .toBuffer()

describe('chat attachments (issue 6 item 2)', () => {
  it('stores an image re-encoded with a preview, served only to the conversation', async () => {
    const response = await upload(sender, await photo(), 'beach.jpg')
    expect(response.statusCode, response.body).toBe(201)
    const file = ChatFile.parse(response.json())
    expect(file).toMatchObject({
      name: 'beach.webp',
      contentType: 'image/webp',
      width: 1200,
      height: 800,
      hasPreview: true,
    })
    // Before it is sent, only the uploader can read it.
    expect((await sender.get(`/api/v1/files/${file.id}`)).statusCode).toBe(200)
    expect((await receiver.get(`/api/v1/files/${file.id}`)).statusCode).toBe(404)

    const sent = await sender.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
      body: '',
      clientId: newClientId(),
      fileIds: [file.id],
    })
    expect(sent.statusCode, sent.body).toBe(201)
    expect(ChatMessage.parse(sent.json()).files.map((f) => f.id)).toEqual([file.id])

    const original = await receiver.get(`/api/v1/files/${file.id}`)
    expect(original.statusCode).toBe(200)
    expect(original.headers['content-type']).toBe('image/webp')
    const meta = await sharp(original.rawPayload).metadata()
    expect(meta.exif).toBeUndefined()
    const preview = await receiver.get(`/api/v1/files/${file.id}?variant=preview`)
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(480)
    expect((await outsider.get(`/api/v1/files/${file.id}`)).statusCode).toBe(404)
  })

  it('keeps a PDF as sent, as a download', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
    const response = await upload(sender, pdf, 'C:\\Users\\me\\notes <week 3>.pdf')
    expect(response.statusCode, response.body).toBe(201)
    const file = ChatFile.parse(response.json())
    expect(file).toMatchObject({
      name: 'notes week 3.pdf',
      contentType: 'application/pdf',
      hasPreview: false,
    })
    const download = await sender.get(`/api/v1/files/${file.id}`)
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename\*=UTF-8''notes%20week%203\.pdf$/,
    )
    expect(download.rawPayload.equals(pdf)).toBe(true)
  })

  it('judges the bytes, not the name: a script called .png is refused', async () => {
    const response = await upload(sender, Buffer.from('<script>alert(1)</script>'), 'cat.png')
    expect(response.statusCode).toBe(415)
    expect(response.json().error.message).toContain('JPEG, PNG, WebP and GIF')
  })

  it('refuses a file over 10 MB with a 413', async () => {
    const response = await upload(sender, Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'big.pdf')
    expect(response.statusCode).toBe(413)
  })

  // Issue 12 item 5: sharp's errors were 500s.
  it.each(badImages(CHAT_FILE_MAX_BYTES))(
    'answers $case with $status naming the field',
    async (bad) => {
      const response = await upload(outsider, await bad.data(), bad.filename)
      expect(response.statusCode, response.body).toBe(bad.status)
      expect(response.headers['x-error-status']).toBe(String(bad.status))
      expect(response.json().error.message).toMatch(/^file: /)
    },
  )

  it('will not attach another student’s upload, or one already sent', async () => {
    const file = ChatFile.parse((await upload(outsider, await photo(), 'x.jpg')).json())
    const foreign = await sender.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
      clientId: newClientId(),
      fileIds: [file.id],
    })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().error.message).toContain('fileIds')
  })

  it('drops a deleted message’s files', async () => {
    const file = ChatFile.parse((await upload(sender, await photo(), 'oops.jpg')).json())
    const message = ChatMessage.parse(
      (
        await sender.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
          clientId: newClientId(),
          fileIds: [file.id],
        })
      ).json(),
    )
    await sender.delete(`/api/v1/chat/conversations/${conversationId}/messages/${message.id}`)
    expect((await sender.get(`/api/v1/files/${file.id}`)).statusCode).toBe(404)
  })
})

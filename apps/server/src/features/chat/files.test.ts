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

function upload(client: BearerClient, data: Buffer, filename: string, query = '') {
  const body = multipart('file', filename, data)
  return ctx().app.inject({
    method: 'POST',
    url: `/api/v1/files${query}`,
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

/*
 * Recordings as MediaRecorder writes their heads: WebM (Chrome), Ogg (Firefox), MP4 (Safari).
 * Only the container and track kinds are read, so a head and some frames stand for one.
 */
const frames = Buffer.alloc(2048, 0x5a)
const webm = (codecs: string[]) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.from([0x16, 0x54, 0xae, 0x6b]),
    ...codecs.map((codec) => Buffer.from(`\x86\x86${codec}`, 'latin1')),
    frames,
  ])
const ogg = () =>
  Buffer.concat([Buffer.from('OggS\0\x02'), Buffer.alloc(20), Buffer.from('OpusHead'), frames])
const mp4 = (handler: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypM4A \0\0\0\0isom'),
    Buffer.from(`hdlr\0\0\0\0${handler}`),
    frames,
  ])
const WAVEFORM = '0123456789abcdefghijklmnopqrstuvuts98765432101234'.slice(0, 48)
const voice = `?durationMs=4200&waveform=${WAVEFORM}`

describe('voice notes (issue 35 item 8)', () => {
  it('keeps a recording as sent, with its length and waveform, played in the page by the conversation', async () => {
    const recording = webm(['A_OPUS'])
    const response = await upload(sender, recording, 'blob', voice)
    expect(response.statusCode, response.body).toBe(201)
    const file = ChatFile.parse(response.json())
    expect(file).toMatchObject({
      name: 'Voice note.webm',
      contentType: 'audio/webm',
      size: recording.length,
      durationMs: 4200,
      waveform: WAVEFORM,
      hasPreview: false,
    })
    const sent = await sender.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
      clientId: newClientId(),
      fileIds: [file.id],
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const history = await receiver.get(`/api/v1/chat/conversations/${conversationId}/messages`)
    expect(history.json().items[0].files[0]).toMatchObject({ id: file.id, durationMs: 4200 })
    const played = await receiver.get(`/api/v1/files/${file.id}`)
    expect(played.headers['content-type']).toBe('audio/webm')
    expect(played.headers['content-disposition']).toMatch(/^inline;/)
    expect(played.rawPayload.equals(recording)).toBe(true)
    expect((await outsider.get(`/api/v1/files/${file.id}`)).statusCode).toBe(404)
  })

  it('knows Firefox’s Ogg and Safari’s MP4 by their bytes', async () => {
    for (const [bytes, type, name] of [
      [ogg(), 'audio/ogg', 'Voice note.ogg'],
      [mp4('soun'), 'audio/mp4', 'Voice note.m4a'],
    ] as const) {
      const response = await upload(sender, bytes, 'recording.bin', voice)
      expect(response.statusCode, response.body).toBe(201)
      expect(ChatFile.parse(response.json())).toMatchObject({ contentType: type, name })
    }
  })

  it('refuses a video in an audio container, and a recording without its length or waveform', async () => {
    for (const video of [webm(['V_VP8', 'A_OPUS']), mp4('vide')]) {
      expect((await upload(sender, video, 'clip.webm', voice)).statusCode).toBe(415)
    }
    const cases = [
      ['?waveform=' + WAVEFORM, 'durationMs'],
      ['?durationMs=1000', 'waveform'],
      [`?durationMs=${String(5 * 60_000 + 1)}&waveform=${WAVEFORM}`, 'durationMs'],
      ['?durationMs=1000&waveform=xyz', 'waveform'],
    ] as const
    for (const [query, field] of cases) {
      const response = await upload(sender, webm(['A_OPUS']), 'blob', query)
      expect(response.statusCode, query).toBe(400)
      expect(JSON.stringify(response.json()), query).toContain(field)
    }
  })
})

describe('a forwarded message’s files (issue 35 item 10)', () => {
  it('are copies the sender owns: the same bytes under new ids, readable where forwarded', async () => {
    const uploaded = ChatFile.parse((await upload(sender, await photo(), 'beach.jpg')).json())
    const original = await sender.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
      body: 'the beach',
      clientId: newClientId(),
      fileIds: [uploaded.id],
    })
    const forwarded = await receiver.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
      clientId: newClientId(),
      forwardOf: ChatMessage.parse(original.json()).id,
    })
    expect(forwarded.statusCode, forwarded.body).toBe(201)
    const copy = ChatMessage.parse(forwarded.json())
    expect(copy).toMatchObject({ body: 'the beach', forwarded: true })
    const [file] = copy.files
    expect(file).toMatchObject({ name: 'beach.webp', contentType: 'image/webp', hasPreview: true })
    expect(file?.id).not.toBe(uploaded.id)
    const [before, after] = await Promise.all([
      sender.get(`/api/v1/files/${uploaded.id}?variant=preview`),
      sender.get(`/api/v1/files/${file?.id ?? ''}?variant=preview`),
    ])
    expect(after.statusCode).toBe(200)
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true)
  })
})

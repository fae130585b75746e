import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { badImages } from '../../test/bad-images.ts'
import { multipart } from '../../test/multipart.ts'
import { PHOTO_MAX_BYTES, PHOTO_UPLOADS_PER_WINDOW } from './photo.service.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'

const ctx = useTestApp()
type Student = { cookie: string; csrfToken: string }
let owner: Student = { cookie: '', csrfToken: '' }
let tester: Student = { cookie: '', csrfToken: '' }
let eager: Student = { cookie: '', csrfToken: '' }
let other = { cookie: '' }
let outsider = { cookie: '' }

beforeAll(async () => {
  const db = ctx().database
  const alpha = await insertSchool(db.db, { code: 'alpha', name: 'Alpha' })
  const beta = await insertSchool(db.db, { code: 'beta', name: 'Beta' })
  owner = await login(ctx().app, 'alpha', (await insertTestStudent(db, alpha)).email)
  other = await login(ctx().app, 'alpha', (await insertTestStudent(db, alpha)).email)
  outsider = await login(ctx().app, 'beta', (await insertTestStudent(db, beta)).email)
  tester = await login(ctx().app, 'alpha', (await insertTestStudent(db, alpha)).email)
  eager = await login(ctx().app, 'alpha', (await insertTestStudent(db, alpha)).email)
})

async function upload(data: Buffer, filename = 'me.png', field = 'photo', as: Student = owner) {
  const body = multipart(field, filename, data)
  return ctx().app.inject({
    method: 'POST',
    url: '/mobile_ws/v18/me/photo',
    headers: {
      host: hostOf('alpha'),
      cookie: as.cookie,
      'x-cg-csrf-token': as.csrfToken,
      'content-type': body.contentType,
    },
    payload: body.payload,
  })
}

describe('profile photo upload (issue 4)', () => {
  it('stores a re-encoded photo in two sizes, served only to the school', async () => {
    const png = await sharp({
      create: { width: 900, height: 700, channels: 3, background: '#3366cc' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-stand-in' } } })
      .png()
      .toBuffer()
    const response = await upload(png, 'holiday.jpg')
    expect(response.statusCode, response.body).toBe(200)
    const { photoUrl, largePhotoUrl } = response.json().data
    expect(photoUrl).toMatch(/^\/media\/photos\/\d+\/[a-z0-9]+-[0-9a-f]{12}\.webp$/)
    expect(largePhotoUrl).toMatch(/-large\.webp$/)
    const seen = await ctx().app.inject({
      url: photoUrl,
      headers: { host: hostOf('alpha'), cookie: other.cookie },
    })
    expect(seen.statusCode).toBe(200)
    expect(seen.headers['content-type']).toBe('image/webp')
    const meta = await sharp(seen.rawPayload).metadata()
    expect([meta.width, meta.height, meta.exif]).toEqual([512, 512, undefined])
    const stranger = await ctx().app.inject({
      url: photoUrl,
      headers: { host: hostOf('beta'), cookie: outsider.cookie },
    })
    expect(stranger.statusCode).toBe(404)
    const anonymous = await ctx().app.inject({ url: photoUrl, headers: { host: hostOf('alpha') } })
    expect(anonymous.statusCode).toBe(401)
  })

  it('refuses what is not an image, whatever its name, and what is too large', async () => {
    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'cat.png')
    expect(fake.statusCode).toBe(415)
    expect(fake.json().error.message).toMatch(/^photo:/)
    expect((await upload(Buffer.alloc(0), 'empty.png')).statusCode).toBe(400)
    const missing = await upload(Buffer.from('x'), 'x.png', 'avatar')
    expect(missing.statusCode).toBe(400)
    const huge = await upload(Buffer.alloc(6 * 1024 * 1024, 1), 'big.png')
    expect(huge.statusCode).toBe(413)
  })

  // Issue 12 item 5: sharp's errors were 500s.
  it.each(badImages(PHOTO_MAX_BYTES))(
    'answers $case with $status naming the field',
    async (bad) => {
      const response = await upload(await bad.data(), bad.filename, 'photo', tester)
      expect(response.statusCode, response.body).toBe(bad.status)
      expect(response.headers['x-error-status']).toBe(String(bad.status))
      expect(response.json().error.message).toMatch(/^photo: /)
    },
  )

  it('allows 10 photo uploads per student in 10 minutes, then 429', async () => {
    const text = Buffer.from('not a photo')
    for (let i = 0; i < PHOTO_UPLOADS_PER_WINDOW; i++) {
      expect((await upload(text, 'a.txt', 'photo', eager)).statusCode).toBe(415)
    }
    const refused = await upload(text, 'a.txt', 'photo', eager)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('rate_limited')
    // Another student is not held back.
    expect((await upload(text, 'a.txt', 'photo', tester)).statusCode).toBe(415)
  })

  it('removes the photo', async () => {
    const response = await ctx().app.inject({
      method: 'DELETE',
      url: '/mobile_ws/v18/me/photo',
      headers: { host: hostOf('alpha'), cookie: owner.cookie, 'x-cg-csrf-token': owner.csrfToken },
    })
    expect(response.json().data.photoUrl).toBeNull()
  })

  it('previews the profile as a stranger or a connection would see it', async () => {
    const asSchool = await ctx().app.inject({
      url: '/mobile_ws/v18/me/profile?viewAs=school',
      headers: { host: hostOf('alpha'), cookie: owner.cookie },
    })
    expect(asSchool.json().data.connectionStatus).toBe(0)
    expect(asSchool.json().data).not.toHaveProperty('phoneMobile')
    const asConnection = await ctx().app.inject({
      url: '/mobile_ws/v18/me/profile?viewAs=connection',
      headers: { host: hostOf('alpha'), cookie: owner.cookie },
    })
    expect(asConnection.json().data.connectionStatus).toBe(1)
    expect(asConnection.json().data).toHaveProperty('phoneMobile')
  })
})

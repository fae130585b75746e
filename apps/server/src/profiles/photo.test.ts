import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../test/multipart.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../test/test-app.ts'

const ctx = useTestApp()
let owner = { cookie: '', csrfToken: '' }
let other = { cookie: '' }
let outsider = { cookie: '' }

beforeAll(async () => {
  const db = ctx().database
  const alpha = await insertSchool(db.db, { code: 'alpha', name: 'Alpha' })
  const beta = await insertSchool(db.db, { code: 'beta', name: 'Beta' })
  owner = await login(ctx().app, 'alpha', (await insertTestStudent(db, alpha)).email)
  other = await login(ctx().app, 'alpha', (await insertTestStudent(db, alpha)).email)
  outsider = await login(ctx().app, 'beta', (await insertTestStudent(db, beta)).email)
})

async function upload(data: Buffer, filename = 'me.png', field = 'photo') {
  const body = multipart(field, filename, data)
  return ctx().app.inject({
    method: 'POST',
    url: '/mobile_ws/v18/me/photo',
    headers: {
      host: hostOf('alpha'),
      cookie: owner.cookie,
      'x-cg-csrf-token': owner.csrfToken,
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
    expect(fake.statusCode).toBe(400)
    expect(fake.json().error.message).toMatch(/^photo:/)
    expect((await upload(Buffer.alloc(0), 'empty.png')).statusCode).toBe(400)
    const missing = await upload(Buffer.from('x'), 'x.png', 'avatar')
    expect(missing.statusCode).toBe(400)
    const huge = await upload(Buffer.alloc(6 * 1024 * 1024, 1), 'big.png')
    expect(huge.statusCode).toBe(413)
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

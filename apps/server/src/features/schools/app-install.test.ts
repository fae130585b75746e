// @engines both: the manifest and icons read the school and its stored logo
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient } from '../../test/chat-fixtures.ts'
import { multipart } from '../../test/multipart.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/** Issue 34 item 1: each school's installable app — its manifest and its icons. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
let school: School

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, {
    code: 'pwa',
    name: 'Riverside Community College',
    topBarBgColor: '7a1f2b',
  })
  await insertSchool(database.db, { code: 'pwb', name: 'Bay U', topBarBgColor: '1f4e7a' })
  const admin = await insertTestStudent(database, school, { email: 'admin@pwa.edu' })
  await changeRoles(
    { db: database.db, bus },
    { actorId: null, requestId: null, ip: null },
    { schoolId: school.id, userId: admin.id, grant: ['school_admin'] },
  )
})

const get = (url: string, code = 'pwa') =>
  ctx().app.inject({ url, headers: { host: hostOf(code) } })

interface Manifest {
  name: string
  short_name: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  icons: { src: string; sizes: string; type: string; purpose: string }[]
}
const manifestOf = async (code = 'pwa') => {
  const response = await get('/manifest.webmanifest', code)
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/)
  return response.json<Manifest>()
}
/** The RGBA of the pixel at (x, y). */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * 4
  return [...data.subarray(at, at + 4)]
}

describe('the web app manifest', () => {
  it("names the host's school, wears its colour, and installs the whole shell standalone", async () => {
    const manifest = await manifestOf()
    expect(manifest).toMatchObject({
      name: 'Riverside Community College',
      short_name: 'Riverside',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#7a1f2b',
    })
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ])
    // Another school's host: its own app.
    expect(await manifestOf('pwb')).toMatchObject({ name: 'Bay U', theme_color: '#1f4e7a' })
  })

  it('serves each icon at its size: the mark rounded for "any", edge to edge for the cut ones', async () => {
    for (const icon of (await manifestOf()).icons) {
      const response = await get(icon.src)
      expect(response.statusCode, icon.src).toBe(200)
      expect(response.headers['content-type']).toBe('image/png')
      const { width, height } = await sharp(response.rawPayload).metadata()
      expect(`${String(width)}x${String(height)}`).toBe(icon.sizes)
      const corner = await pixel(response.rawPayload, 1, 1)
      if (icon.purpose === 'maskable') expect(corner).toEqual([0x7a, 0x1f, 0x2b, 255])
      else expect(corner[3]).toBe(0)
    }
    const apple = await get('/media/app-icons/apple-180.png')
    expect((await sharp(apple.rawPayload).metadata()).width).toBe(180)
  })

  it('draws the icons from an uploaded logo, at a new address', async () => {
    const before = await manifestOf()
    const logo = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#00ff00' },
    })
      .png()
      .toBuffer()
    const body = multipart('logo', 'logo.png', logo)
    const jwt = (await bearerClient(ctx, 'pwa', 'admin@pwa.edu')).jwt
    const upload = await ctx().app.inject({
      method: 'PUT',
      url: '/api/v1/admin/school/logo',
      headers: {
        host: hostOf('pwa'),
        authorization: `Bearer ${jwt}`,
        'content-type': body.contentType,
      },
      payload: body.payload,
    })
    expect(upload.statusCode, upload.body).toBe(200)
    const after = await manifestOf()
    const maskable = after.icons.find((icon) => icon.purpose === 'maskable')
    expect(maskable?.src).not.toBe(before.icons.find((icon) => icon.purpose === 'maskable')?.src)
    const png = (await get(maskable?.src ?? '')).rawPayload
    // The logo in the middle (stored as lossy WebP: near its green), the school's colour
    // around it (the safe zone's edge).
    const middle = await pixel(png, 256, 256)
    expect(middle.map((value, i) => Math.abs(value - ([0, 255, 0, 255][i] ?? 0)) <= 8)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(await pixel(png, 4, 4)).toEqual([0x7a, 0x1f, 0x2b, 255])
  })

  it('refuses an icon it does not draw, naming the field', async () => {
    const response = await get('/media/app-icons/any-1024.png')
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('variant')
  })
})

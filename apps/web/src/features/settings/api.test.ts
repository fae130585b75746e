import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { setCsrfToken } from '../../lib/http/http.ts'
import { uploadPhoto } from './api.ts'

const fetchStub = vi.fn<typeof fetch>()
beforeEach(() => {
  vi.stubGlobal('fetch', fetchStub)
})
afterEach(() => {
  fetchStub.mockReset()
  vi.unstubAllGlobals()
  setCsrfToken(null)
})

it('uploads the photo as multipart, with the CSRF header and no JSON content type', async () => {
  setCsrfToken('t1')
  fetchStub.mockResolvedValueOnce(new Response('{}', { status: 413 }))
  await uploadPhoto(new Blob(['x'], { type: 'image/webp' })).catch(() => null)
  const [path, init] = fetchStub.mock.calls[0] ?? []
  expect(path).toBe('/mobile_ws/v18/me/photo')
  expect(init?.method).toBe('POST')
  const headers = new Headers(init?.headers)
  expect(headers.get('X-CG-CSRF-Token')).toBe('t1')
  // The browser adds multipart/form-data with its boundary; a preset type would break it.
  expect(headers.get('Content-Type')).toBeNull()
  const body = init?.body
  expect(body).toBeInstanceOf(FormData)
  const photo = body instanceof FormData ? body.get('photo') : null
  expect(photo).toBeInstanceOf(File)
  expect(photo instanceof File ? photo.name : '').toBe('photo.webp')
})

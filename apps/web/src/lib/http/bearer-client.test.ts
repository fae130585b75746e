import { AuthUser } from '@quad/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  AcademicAuthError,
  bearerRequest,
  bearerRequestJson,
  NotAuthenticatedError,
  refreshJwt,
  setJwt,
} from './bearer-client.ts'
import { HttpError, onAuthError, request, setCsrfToken } from './http.ts'

// Real fetch is replaced by a stub that records each request and answers from a queue.
const fetchStub = vi.fn<typeof fetch>()
const authError = vi.fn()
let unregister: () => void = () => undefined

const me = {
  uid: 'u-1',
  accountTypeType: 'student',
  photoUrl: null,
  firstName: 'Maya',
  lastName: 'Rivera',
  email: 'student@demo.edu',
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchStub)
  unregister = onAuthError(authError)
})
afterEach(() => {
  fetchStub.mockReset()
  authError.mockReset()
  unregister()
  vi.unstubAllGlobals()
  setJwt(null)
  setCsrfToken(null)
})

function answer(body: unknown, init: ResponseInit = {}): void {
  const text = body === undefined ? null : JSON.stringify(body)
  fetchStub.mockResolvedValueOnce(new Response(text, init))
}

const unauthorized = { error: { code: 'unauthorized', message: 'The bearer token is not valid' } }

function sent(index: number): { path: unknown; headers: Headers } {
  const call = fetchStub.mock.calls[index]
  return { path: call?.[0], headers: new Headers(call?.[1]?.headers) }
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
}

describe('bearer client (spec 7)', () => {
  it('sends the JWT as a bearer token and parses /api/v1/me as the AuthUser', async () => {
    setJwt('jwt-1')
    answer(me)
    await expect(bearerRequestJson('/api/v1/me', AuthUser)).resolves.toEqual(me)
    expect(sent(0).path).toBe('/api/v1/me')
    expect(sent(0).headers.get('Authorization')).toBe('Bearer jwt-1')
  })

  it('never sends the session CSRF header', async () => {
    setJwt('jwt-1')
    setCsrfToken('csrf-1')
    answer(me)
    await bearerRequest('/api/v1/me')
    expect(sent(0).headers.has('X-CG-CSRF-Token')).toBe(false)
  })

  it('fails fast with NotAuthenticatedError when no JWT is held: no request at all', async () => {
    expect(await caught(bearerRequest('/api/v1/me'))).toBeInstanceOf(NotAuthenticatedError)
    expect(fetchStub).not.toHaveBeenCalled()
  })

  it('refuses paths outside /api/v1/, so the token never leaves the API', async () => {
    setJwt('jwt-1')
    expect(await caught(bearerRequest('https://elsewhere.example/api/v1/me'))).toBeInstanceOf(
      TypeError,
    )
    expect(fetchStub).not.toHaveBeenCalled()
  })

  it('on a 401 refreshes the JWT from the session call once, then retries once', async () => {
    setJwt('expired')
    answer(unauthorized, { status: 401 })
    answer({ jwt: 'fresh', csrfToken: 'csrf-2' })
    answer(me)
    await expect(bearerRequestJson('/api/v1/me', AuthUser)).resolves.toEqual(me)
    expect(sent(1).path).toBe('/mobile_ws/v18/session')
    expect(sent(2).headers.get('Authorization')).toBe('Bearer fresh')
    expect(authError).not.toHaveBeenCalled()
  })

  it('the refreshed JWT and CSRF token are kept for later calls', async () => {
    setJwt('expired')
    answer(unauthorized, { status: 401 })
    answer({ jwt: 'fresh', csrfToken: 'csrf-2' })
    answer(me)
    answer(me)
    answer(undefined, { status: 204 })
    await bearerRequest('/api/v1/me')
    await bearerRequest('/api/v1/me')
    await request('/mobile_ws/v18/logout', { method: 'POST' })
    expect(sent(3).headers.get('Authorization')).toBe('Bearer fresh')
    expect(sent(4).headers.get('X-CG-CSRF-Token')).toBe('csrf-2')
  })

  it('concurrent 401s share one refresh', async () => {
    setJwt('expired')
    fetchStub.mockImplementation((input, init) => {
      const auth = new Headers(init?.headers).get('Authorization')
      if (input === '/mobile_ws/v18/session') {
        return Promise.resolve(Response.json({ jwt: 'fresh', csrfToken: 'c' }))
      }
      return Promise.resolve(
        auth === 'Bearer fresh' ? Response.json(me) : Response.json(unauthorized, { status: 401 }),
      )
    })
    await Promise.all([bearerRequest('/api/v1/me'), bearerRequest('/api/v1/me')])
    const refreshes = fetchStub.mock.calls.filter(([path]) => path === '/mobile_ws/v18/session')
    expect(refreshes).toHaveLength(1)
  })

  it('a second 401 runs the auth-error handler once and rethrows; no third try', async () => {
    setJwt('expired')
    answer(unauthorized, { status: 401 })
    answer({ jwt: 'fresh', csrfToken: 'c' })
    answer(unauthorized, { status: 401 })
    const error = await caught(bearerRequest('/api/v1/me'))
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 401 })
    expect(fetchStub).toHaveBeenCalledTimes(3)
    expect(authError).toHaveBeenCalledOnce()
    // The session is gone: the next call fails fast.
    expect(await caught(bearerRequest('/api/v1/me'))).toBeInstanceOf(NotAuthenticatedError)
  })

  it('when the refresh itself is refused, the handler runs once (from the session client)', async () => {
    setJwt('expired')
    answer(unauthorized, { status: 401 })
    answer(unauthorized, { status: 401 })
    expect(await caught(bearerRequest('/api/v1/me'))).toMatchObject({ status: 401 })
    expect(fetchStub).toHaveBeenCalledTimes(2)
    expect(authError).toHaveBeenCalledOnce()
  })

  it('reads X-Error-Status like the session client (a 401 there also refreshes)', async () => {
    setJwt('expired')
    answer({}, { status: 200, headers: { 'X-Error-Status': '401' } })
    answer({ jwt: 'fresh', csrfToken: 'c' })
    answer({}, { status: 200, headers: { 'X-Error-Status': '404', 'X-Error-Message': 'gone' } })
    expect(await caught(bearerRequest('/api/v1/clubs/9'))).toMatchObject({
      status: 404,
      message: 'gone',
    })
    expect(authError).not.toHaveBeenCalled()
  })
})

describe('academic auth error (spec 8: 498 with oauthURL)', () => {
  const oauth = { errorCode: 'canvas_expired', oauthURL: 'https://lms.example/oauth?x=1' }

  it('becomes an AcademicAuthError carrying errorCode and oauthURL', async () => {
    setJwt('jwt-1')
    answer(oauth, { status: 498 })
    const error = await caught(bearerRequest('/api/v1/courses'))
    expect(error).toBeInstanceOf(AcademicAuthError)
    expect(error).toMatchObject({ status: 498, ...oauth })
    expect(authError).not.toHaveBeenCalled()
  })

  it('also when the 498 comes as X-Error-Status', async () => {
    setJwt('jwt-1')
    answer({ ...oauth, errorCode: 7 }, { status: 200, headers: { 'X-Error-Status': '498' } })
    expect(await caught(bearerRequest('/api/v1/courses'))).toMatchObject({ errorCode: 7 })
  })

  it('a 498 without a usable oauthURL stays a plain HttpError', async () => {
    setJwt('jwt-1')
    answer({ errorCode: 'x' }, { status: 498 })
    answer({ errorCode: 'x', oauthURL: 'javascript:alert(1)' }, { status: 498 })
    for (let i = 0; i < 2; i++) {
      const error = await caught(bearerRequest('/api/v1/courses'))
      expect(error).toBeInstanceOf(HttpError)
      expect(error).not.toBeInstanceOf(AcademicAuthError)
    }
  })

  it('other errors are rethrown as HttpError with the body kept', async () => {
    setJwt('jwt-1')
    const body = { error: { code: 'forbidden', message: 'Officers only' } }
    answer(body, { status: 403 })
    expect(await caught(bearerRequest('/api/v1/clubs'))).toMatchObject({ status: 403, body })
  })
})

describe('refreshing across a server restart', () => {
  it('keeps the held token when a refresh fails on the network, not on a 401', async () => {
    setJwt('a.b.c')
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(refreshJwt()).rejects.toThrow('Failed to fetch')
    answer(me)
    await bearerRequest('/api/v1/me')
    expect(sent(1).headers.get('Authorization')).toBe('Bearer a.b.c')
  })

  it('waits for a refresh in flight instead of failing without a token', async () => {
    let release: (response: Response) => void = () => undefined
    fetchStub.mockReturnValueOnce(new Promise((resolve) => (release = resolve)))
    const refreshing = refreshJwt()
    answer(me)
    const call = bearerRequest('/api/v1/me')
    release(new Response(JSON.stringify({ jwt: 'x.y.z', csrfToken: 'csrf' })))
    await refreshing
    await call
    expect(sent(1).headers.get('Authorization')).toBe('Bearer x.y.z')
  })
})

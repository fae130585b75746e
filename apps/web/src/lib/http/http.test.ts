import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import {
  HttpError,
  onAuthError,
  request,
  requestContract,
  requestJson,
  setCsrfToken,
} from './http.ts'

// Real fetch is replaced by a stub that records each request and answers from a queue.
const fetchStub = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchStub)
})
afterEach(() => {
  fetchStub.mockReset()
  vi.unstubAllGlobals()
  setCsrfToken(null)
})

function answer(body: unknown, init: ResponseInit = {}): void {
  const text = body === undefined ? null : JSON.stringify(body)
  fetchStub.mockResolvedValueOnce(new Response(text, init))
}

function sentHeaders(): Headers {
  const init = fetchStub.mock.calls[0]?.[1]
  return new Headers(init?.headers)
}

async function caught(promise: Promise<unknown>): Promise<HttpError> {
  const error: unknown = await promise.catch((e: unknown) => e)
  if (!(error instanceof HttpError)) throw new Error('expected an HttpError')
  return error
}

describe('CSRF header (spec 7)', () => {
  it('is sent on /mobile_ws/ calls once a token is held', async () => {
    setCsrfToken('t1')
    answer(undefined, { status: 204 })
    await request('/mobile_ws/v18/logout', { method: 'POST' })
    expect(sentHeaders().get('X-CG-CSRF-Token')).toBe('t1')
  })

  it('is never sent on the authentication call, nor outside /mobile_ws/', async () => {
    setCsrfToken('t1')
    answer([])
    answer({})
    await request('/mobile_ws/v18/authentication?view=full')
    await request('/api/v1/clubs')
    for (const [, init] of fetchStub.mock.calls) {
      expect(new Headers(init?.headers).has('X-CG-CSRF-Token')).toBe(false)
    }
  })

  it('is not sent while no token is held', async () => {
    answer({})
    await request('/mobile_ws/v18/school')
    expect(sentHeaders().has('X-CG-CSRF-Token')).toBe(false)
  })
})

describe('errors (spec 7-8)', () => {
  it('reads status and message from X-Error-Status / X-Error-Message, even on a 200', async () => {
    const body = { error: { code: 'not_found', message: 'No such club' } }
    answer(body, { status: 200, headers: { 'X-Error-Status': '404', 'X-Error-Message': 'gone' } })
    const error = await caught(request('/mobile_ws/v18/club'))
    expect(error).toMatchObject({ status: 404, message: 'gone', body })
  })

  it('falls back to 500 / Unknown error when the headers are unusable', async () => {
    answer('oops', { status: 200, headers: { 'X-Error-Status': 'abc' } })
    const error = await caught(request('/mobile_ws/v18/club'))
    expect(error).toMatchObject({ status: 500, message: 'Unknown error', body: null })
  })

  it('turns a plain non-2xx answer into an HttpError with the body message', async () => {
    answer(
      { error: { code: 'unauthorized', message: 'Email or password is incorrect' } },
      {
        status: 401,
      },
    )
    const error = await caught(request('/mobile_ws/v18/login', { method: 'POST', json: {} }))
    expect(error).toMatchObject({ status: 401, message: 'Email or password is incorrect' })
  })
})

describe('requestJson', () => {
  it('parses the answer with the schema and sends credentials', async () => {
    answer({ n: 1 })
    await expect(requestJson('/x', z.object({ n: z.number() }))).resolves.toEqual({ n: 1 })
    expect(fetchStub.mock.calls[0]?.[1]?.credentials).toBe('include')
  })

  it('rejects an answer that breaks the contract', async () => {
    answer({ n: 'one' })
    await expect(requestJson('/x', z.object({ n: z.number() }))).rejects.toThrow()
  })
})

describe('requestContract (the shell, zod loaded beside the call: decision 066)', () => {
  const school = {
    school_code: 'north',
    name: 'North',
    top_bar_bg_color: '005fbf',
    school_favicon: '',
    config: { connect: false },
  }

  it('parses the answer with the picked start contract, defaults included', async () => {
    answer(school)
    const parsed = await requestContract('/s', (contracts) => contracts.SchoolSettings)
    expect(parsed).toMatchObject({ ...school, hubs: [], menu_links: {}, logo_url: null })
  })

  it('rejects an answer that breaks the contract', async () => {
    answer({ ...school, top_bar_bg_color: '#005fbf' })
    await expect(requestContract('/s', (contracts) => contracts.SchoolSettings)).rejects.toThrow()
  })

  it('still turns an error answer into an HttpError with its body', async () => {
    const body = { error: { code: 'not_found', message: 'No such school' } }
    answer(body, { status: 404 })
    const error = await caught(requestContract('/s', (contracts) => contracts.SchoolSettings))
    expect(error).toMatchObject({ status: 404, message: 'No such school', body })
  })
})

describe('auth-error handler (spec 7-8: 401 on a web-service call)', () => {
  const handler = vi.fn()
  let unregister: () => void = () => undefined
  beforeEach(() => {
    unregister = onAuthError(handler)
  })
  afterEach(() => {
    unregister()
    handler.mockReset()
  })

  it('runs on a 401 from a /mobile_ws/ call, which still rejects', async () => {
    answer({}, { status: 401 })
    await expect(request('/mobile_ws/v18/auth_tokens')).rejects.toMatchObject({ status: 401 })
    expect(handler).toHaveBeenCalledOnce()
  })

  it('runs on a 401 given as X-Error-Status', async () => {
    answer({}, { status: 200, headers: { 'X-Error-Status': '401' } })
    await expect(request('/mobile_ws/v18/session')).rejects.toThrow()
    expect(handler).toHaveBeenCalledOnce()
  })

  it('does not run for the sign-in calls (a wrong password is a 401) nor other statuses', async () => {
    answer({}, { status: 401 })
    answer({}, { status: 401 })
    answer({}, { status: 403 })
    await expect(request('/mobile_ws/v18/login', { method: 'POST', json: {} })).rejects.toThrow()
    await expect(request('/mobile_ws/v18/authentication')).rejects.toThrow()
    await expect(request('/mobile_ws/v18/logout', { method: 'POST' })).rejects.toThrow()
    expect(handler).not.toHaveBeenCalled()
  })

  it('a replaced handler no longer runs, and unregistering a stale one keeps the new one', async () => {
    const newer = vi.fn()
    const unregisterNewer = onAuthError(newer)
    unregister()
    answer({}, { status: 401 })
    await expect(request('/mobile_ws/v18/session')).rejects.toThrow()
    expect(handler).not.toHaveBeenCalled()
    expect(newer).toHaveBeenCalledOnce()
    unregisterNewer()
  })
})

import { describe, expect, it, vi } from 'vitest'
import {
  bearer,
  client,
  jsonOf,
  redirectUri,
  useStandin,
  type TokenAnswer,
} from './test-support.ts'

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
})

function hiddenValue(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)
  if (!match?.[1]) throw new Error(`no hidden ${name}`)
  return match[1]
}

async function authorizeUrl(url: string, overrides: Record<string, string> = {}) {
  const query = new URLSearchParams({
    client_id: client.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    state: 'state-123',
    scope: 'url:GET|/api/v1/courses url:GET|/api/v1/users/:id',
    ...overrides,
  })
  return `${url}/login/oauth2/auth?${query}`
}

/** Drives the pages as a browser would, up to the confirm step. */
async function logIn(url: string, password = 'canvas-demo') {
  const loginPage = await (await fetch(await authorizeUrl(url))).text()
  const fields = Object.fromEntries(
    ['client_id', 'redirect_uri', 'state', 'scope'].map((name) => [
      name,
      hiddenValue(loginPage, name),
    ]),
  )
  return fetch(`${url}/login/canvas`, form({ ...fields, email: 'ADA@example.edu', password }))
}

async function codeFor(url: string): Promise<string> {
  const confirm = await (await logIn(url)).text()
  const accepted = await fetch(
    `${url}/login/oauth2/accept`,
    form({ authorization: hiddenValue(confirm, 'authorization') }),
  )
  expect(accepted.status).toBe(302)
  const location = new URL(accepted.headers.get('location') ?? '')
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri)
  expect(location.searchParams.get('state')).toBe('state-123')
  return location.searchParams.get('code') ?? ''
}

const exchange = (url: string, fields: Record<string, string>) =>
  fetch(
    `${url}/login/oauth2/token`,
    form({ client_id: client.clientId, client_secret: client.clientSecret, ...fields }),
  )

describe('OAuth2 endpoints', () => {
  it('renders an accessible, labelled login page for a known client', async () => {
    const standin = await useStandin()
    const response = await fetch(await authorizeUrl(standin.url))
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain('<title>Log in to Canvas</title>')
    expect(html).toContain('Development stand-in')
    expect(html).toContain('<label for="email">Email</label>')
    expect(html).toContain('<label for="password">Password</label>')
  })

  it('refuses an unknown client and an unregistered redirect_uri', async () => {
    const standin = await useStandin()
    const unknown = await fetch(await authorizeUrl(standin.url, { client_id: '999' }))
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toEqual({
      error: 'invalid_client',
      error_description: 'unknown client',
    })
    const elsewhere = await fetch(
      await authorizeUrl(standin.url, { redirect_uri: 'https://evil.example/cb' }),
    )
    expect(elsewhere.status).toBe(400)
    expect(await elsewhere.json()).toMatchObject({ error: 'invalid_request' })
  })

  it('re-asks for the password when it is wrong', async () => {
    const standin = await useStandin()
    standin.addUser({ name: 'Ada Lovelace', email: 'ada@example.edu' })
    const response = await logIn(standin.url, 'wrong')
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('role="alert">Invalid username or password.')
  })

  it('exchanges a code once for tokens, refreshes, and revokes', async () => {
    const standin = await useStandin()
    const ada = standin.addUser({ name: 'Ada Lovelace', email: 'ada@example.edu' })
    const code = await codeFor(standin.url)

    const granted = await exchange(standin.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    })
    expect(granted.status).toBe(200)
    const tokens = await jsonOf<TokenAnswer>(granted)
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      user: { id: ada.id, name: 'Ada Lovelace' },
      expires_in: 3600,
    })
    expect(typeof tokens.access_token).toBe('string')
    expect(typeof tokens.refresh_token).toBe('string')

    const again = await exchange(standin.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'authorization_code not found',
    })

    const self = await fetch(`${standin.url}/api/v1/users/self`, {
      headers: bearer(tokens.access_token),
    })
    expect(await self.json()).toMatchObject({ id: ada.id, name: 'Ada Lovelace' })

    // Refresh takes JSON too; Canvas answers a new access token and no new refresh token.
    const refreshed = await fetch(`${standin.url}/login/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }),
    })
    const fresh = await jsonOf<TokenAnswer>(refreshed)
    expect(refreshed.status).toBe(200)
    expect(fresh.access_token).not.toBe(tokens.access_token)
    expect(fresh).not.toHaveProperty('refresh_token')
    const old = await fetch(`${standin.url}/api/v1/users/self`, {
      headers: bearer(tokens.access_token),
    })
    expect(old.status).toBe(401)

    const revoked = await fetch(`${standin.url}/login/oauth2/token`, {
      method: 'DELETE',
      headers: bearer(fresh.access_token),
    })
    expect(revoked.status).toBe(200)
    const after = await fetch(`${standin.url}/api/v1/users/self`, {
      headers: bearer(fresh.access_token),
    })
    expect(after.status).toBe(401)
    const refreshAfter = await exchange(standin.url, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    })
    expect(await refreshAfter.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'refresh_token not found',
    })
  })

  it('answers invalid_client for a wrong secret and invalid_grant for a code past ten minutes', async () => {
    const standin = await useStandin()
    standin.addUser({ name: 'Ada Lovelace', email: 'ada@example.edu' })
    const code = await codeFor(standin.url)
    const wrongSecret = await exchange(standin.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_secret: 'nope',
    })
    expect(wrongSecret.status).toBe(401)
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' })
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60 * 1000 + 1 })
    try {
      const late = await exchange(standin.url, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      })
      expect(late.status).toBe(400)
      expect(await late.json()).toMatchObject({ error: 'invalid_grant' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('redirects with access_denied when the student cancels', async () => {
    const standin = await useStandin()
    standin.addUser({ name: 'Ada Lovelace', email: 'ada@example.edu' })
    const confirm = await (await logIn(standin.url)).text()
    expect(confirm).toContain('url:GET|/api/v1/courses')
    const query = new URLSearchParams({ authorization: hiddenValue(confirm, 'authorization') })
    const cancelled = await fetch(`${standin.url}/login/oauth2/deny?${query}`, {
      redirect: 'manual',
    })
    expect(cancelled.status).toBe(302)
    const location = new URL(cancelled.headers.get('location') ?? '')
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'access_denied',
      state: 'state-123',
    })
    // An answered request cannot be answered again.
    const again = await fetch(`${standin.url}/login/oauth2/accept`, form(Object.fromEntries(query)))
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('<h1>Authorization expired</h1>')
  })
})

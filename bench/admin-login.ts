import { z } from 'zod'
import { codeAt, stepAt } from '@quad/server/src/features/second-factor/totp.ts'

const post = (url: string, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/**
 * A school admin's bearer token: an admin without a second factor enrols at sign-in
 * (decision 055), so this answers the setup step as their authenticator app would.
 */
export async function adminBearerToken(url: string, email: string, password: string) {
  const login = await post(`${url}/mobile_ws/v18/login`, { email, password })
  const { ticket } = z.object({ ticket: z.string() }).parse(await login.json())
  const setup = await post(`${url}/mobile_ws/v18/login/second-factor/setup`, { ticket })
  const { secret } = z.object({ secret: z.string() }).parse(await setup.json())
  const confirmed = await post(`${url}/mobile_ws/v18/login/second-factor/setup/confirm`, {
    ticket,
    code: codeAt(secret, stepAt(Date.now())),
  })
  if (!confirmed.ok) throw new Error(`second factor setup failed: ${confirmed.status}`)
  const cookie = (confirmed.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const tokens = await fetch(`${url}/mobile_ws/v18/auth_tokens`, { headers: { cookie } })
  return z.object({ jwt: z.string() }).parse(await tokens.json()).jwt
}

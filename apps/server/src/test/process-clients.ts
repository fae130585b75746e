import { AuthTokens } from '@quad/shared'
import { DEMO_PASSWORD } from '../seed/demo-seed.ts'
import type { RunningServer } from './spawn-server.ts'

/*
 * A student's calls to a real server process (spawn-server.ts), as the process tests make
 * them: a sign-in, its bearer token, JSON calls with it.
 */

/** One sign-in as `email`: its session cookie's value, or null when it was not answered. */
export async function signIn(
  server: RunningServer,
  email = 'student@demo.edu',
): Promise<string | null> {
  try {
    const response = await fetch(`${server.url}/mobile_ws/v18/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })
    if (response.status !== 200) return null
    return /quad_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null
  } catch {
    return null
  }
}

/** A session's bearer token (JWT). */
export async function jwtOf(server: RunningServer, session: string): Promise<string> {
  const tokens = await fetch(`${server.url}/mobile_ws/v18/auth_tokens`, {
    headers: { cookie: `quad_session=${session}` },
  })
  return AuthTokens.parse(await tokens.json()).jwt
}

/** A fresh sign-in's bearer token; throws when the sign-in fails. */
export async function jwtFor(server: RunningServer, email: string): Promise<string> {
  const session = await signIn(server, email)
  if (!session) throw new Error(`login failed for ${email}`)
  return jwtOf(server, session)
}

/** JSON calls with a bearer token. */
export function bearerApi(server: RunningServer, jwt: string) {
  const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' }
  return {
    get: (url: string) => fetch(`${server.url}${url}`, { headers }),
    post: (url: string, body: object) =>
      fetch(`${server.url}${url}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  }
}

/** Whether the server still answers a session (one user for it). */
export async function isValidSession(server: RunningServer, session: string): Promise<boolean> {
  const response = await fetch(`${server.url}/mobile_ws/v18/authentication`, {
    headers: { cookie: `quad_session=${session}` },
  })
  const body: unknown = await response.json()
  return (
    Array.isArray(body) &&
    body.length === 1 &&
    typeof body[0] === 'object' &&
    body[0] !== null &&
    'uid' in body[0]
  )
}

/** One of Maya's demo connections, found through the directory's connection filter. */
export async function aConnectionUid(server: RunningServer): Promise<string> {
  const session = await signIn(server)
  const people = await fetch(
    `${server.url}/mobile_ws/v18/mobile_people?connection=connected&range=0&limit=1`,
    { headers: { cookie: `quad_session=${session ?? ''}` } },
  )
  const body = (await people.json()) as [{ people: { uid: string }[] }]
  const uid = body[0].people[0]?.uid
  if (!uid) throw new Error('Maya has no connection in the demo seed')
  return uid
}

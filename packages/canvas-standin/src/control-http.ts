import type { StandinControl } from './control.ts'
import { StandinControlError } from './control.ts'
import { readBody, sendJson, type Exchange } from './http-util.ts'
import { seedDemoCanvas } from './scenarios.ts'

/**
 * The control API over HTTP, under `/__standin/` (never a Canvas path), for a
 * stand-in in another process (the e2e suite, `npm run dev`):
 * `POST /__standin/<method>` with the method's arguments as a JSON array (and
 * `POST /__standin/seedDemoCanvas` with `[[{name, email}, …]]`), answering `{result}`;
 * `GET /__standin/requestLog`.
 */
export const controlMethods = [
  'addUser',
  'findUserByEmail',
  'addCourse',
  'enroll',
  'setGrade',
  'addAssignment',
  'submit',
  'gradeSubmission',
  'addQuiz',
  'addAnnouncement',
  'issueToken',
  'revokeTokensOf',
  'expireAccessTokens',
  'clearRequestLog',
  'setRateLimit',
  'setLatency',
] as const satisfies ReadonlyArray<keyof StandinControl>

type ControlMethod = (typeof controlMethods)[number]

function isControlMethod(name: string): name is ControlMethod {
  return controlMethods.some((method) => method === name)
}

function call(
  control: StandinControl,
  method: ControlMethod | 'seedDemoCanvas',
  args: unknown[],
): unknown {
  if (method === 'seedDemoCanvas')
    return Reflect.apply(seedDemoCanvas, undefined, [control, ...args])
  // The arguments are JSON from a test or seed on this machine (the stand-in listens on
  // loopback); the methods check the ids they name, and a malformed call answers 400.
  return Reflect.apply(control[method], control, args)
}

export async function handleControl(control: StandinControl, ex: Exchange): Promise<boolean> {
  const match = /^\/__standin\/(\w+)$/.exec(ex.url.pathname)
  if (!match) return false
  const name = match[1] ?? ''
  if (ex.method === 'GET' && name === 'requestLog') {
    sendJson(ex.res, 200, control.requestLog)
    return true
  }
  if (ex.method !== 'POST' || !(isControlMethod(name) || name === 'seedDemoCanvas')) {
    sendJson(ex.res, 404, { error: `no control method ${name}` })
    return true
  }
  const body = await readBody(ex.req)
  const args: unknown = body ? JSON.parse(body) : []
  if (!Array.isArray(args)) {
    sendJson(ex.res, 400, { error: 'the body is the JSON array of the method arguments' })
    return true
  }
  try {
    sendJson(ex.res, 200, { result: call(control, name, args) ?? null })
  } catch (error) {
    if (!(error instanceof StandinControlError || error instanceof TypeError)) throw error
    sendJson(ex.res, 400, { error: error.message })
  }
  return true
}

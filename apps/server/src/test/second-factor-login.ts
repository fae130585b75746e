import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { LoginChallenge } from '@quad/shared'
import { codeAt, stepAt } from '../features/second-factor/totp.ts'

/** What a test remembers of an account's second factor, as its owner's phone would. */
interface KnownFactor {
  secret: string
  recoveryCodes: string[]
  /** The last step whose code was used (by this helper or seen refused as used). */
  lastStep: number
}

/** Per app (one database each), per school and email. */
const known = new WeakMap<FastifyInstance, Map<string, KnownFactor>>()

const factorsOf = (app: FastifyInstance) => {
  let factors = known.get(app)
  if (!factors) known.set(app, (factors = new Map()))
  return factors
}

type Post = (url: string, payload: object) => Promise<LightMyRequestResponse>

/** The second factor of an account a test enrolled through the login, if any. */
export const knownSecondFactor = (app: FastifyInstance, host: string, email: string) =>
  factorsOf(app).get(`${host} ${email.toLowerCase()}`)

/**
 * Answers the password step's challenge through the real routes (issue 18 item 2): a
 * school admin or staff member without a factor enrols (the secret and recovery codes
 * remembered); one with a factor gives the code of the next step not yet used, else a
 * recovery code, else waits for the next step. Answers the signed-in response.
 */
export async function answerChallenge(
  app: FastifyInstance,
  host: string,
  email: string,
  response: LightMyRequestResponse,
): Promise<LightMyRequestResponse> {
  const challenge = LoginChallenge.safeParse(response.json())
  if (!challenge.success) return response
  const post: Post = (url, payload) =>
    app.inject({ method: 'POST', url, headers: { host }, payload })
  const { ticket } = challenge.data
  const key = `${host} ${email.toLowerCase()}`
  if (challenge.data.secondFactor === 'setup') return enrol(post, factorsOf(app), key, ticket)
  const factor = factorsOf(app).get(key)
  if (!factor) throw new Error(`${email} has a second factor this test did not enrol`)
  return giveCode(post, factor, ticket)
}

async function enrol(post: Post, factors: Map<string, KnownFactor>, key: string, ticket: string) {
  const setup = await post('/mobile_ws/v18/login/second-factor/setup', { ticket })
  if (setup.statusCode !== 200) throw new Error(`second factor setup failed: ${setup.body}`)
  const { secret } = setup.json<{ secret: string }>()
  const step = stepAt(Date.now())
  const confirmed = await post('/mobile_ws/v18/login/second-factor/setup/confirm', {
    ticket,
    code: codeAt(secret, step),
  })
  if (confirmed.statusCode !== 200)
    throw new Error(`second factor confirm failed: ${confirmed.body}`)
  const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>()
  factors.set(key, { secret, recoveryCodes, lastStep: step })
  return confirmed
}

const ATTEMPTS = 6

async function giveCode(post: Post, factor: KnownFactor, ticket: string) {
  let last: LightMyRequestResponse | undefined
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const now = stepAt(Date.now())
    const step = [now - 1, now, now + 1].find((s) => s > factor.lastStep)
    const code = step === undefined ? factor.recoveryCodes.shift() : codeAt(factor.secret, step)
    if (code === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 50))
      continue
    }
    last = await post('/mobile_ws/v18/login/second-factor', { ticket, code })
    if (step !== undefined) factor.lastStep = Math.max(factor.lastStep, step)
    if (last.statusCode === 200) return last
  }
  throw new Error(`second factor refused: ${last?.body ?? 'no code left'}`)
}

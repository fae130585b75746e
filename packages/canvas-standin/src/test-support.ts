import { afterEach } from 'vitest'
import { addStudentInCourse } from './scenarios.ts'
import { startCanvasStandin, type CanvasStandin, type CanvasStandinOptions } from './server.ts'

export const client = {
  clientId: '10000000000001',
  clientSecret: 'quad-dev-secret',
  redirectUris: ['http://127.0.0.1:9/oauth/canvas/callback'],
}
export const redirectUri = 'http://127.0.0.1:9/oauth/canvas/callback'

const started: CanvasStandin[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((standin) => standin.close()))
})

/** A stand-in for one test, closed after it. */
export async function useStandin(
  options: Partial<CanvasStandinOptions> = {},
): Promise<CanvasStandin> {
  const standin = await startCanvasStandin({ clients: [client], ...options })
  started.push(standin)
  return standin
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` }
}

/** A stand-in holding one student in one course, with a token. */
export async function studentInCourse(options: Partial<CanvasStandinOptions> = {}) {
  const standin = await useStandin(options)
  return { standin, ...addStudentInCourse(standin, { currentScore: 91.5, currentGrade: 'A-' }) }
}

/** A response body typed as the test expects it; the assertions then check it. */
export async function jsonOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T
}

export type Row = Record<string, unknown> & { name: string; title: string; id: number }
export interface TokenAnswer {
  access_token: string
  refresh_token?: string
}

/**
 * Quad's Canvas client against the Canvas stand-in over real HTTP (`fetch`): every
 * request here is one a real Canvas would answer the same way (docs/canvas-standin.md).
 */
import {
  addStudentInCourse,
  approveAuthorization,
  startCanvasStandin,
  type CanvasStandin,
} from '@quad/canvas-standin'
import { afterEach, describe, expect, it } from 'vitest'
import { LmsError, LmsGrantError, type LmsSettings } from '../lms-provider.ts'
import { createOutbound } from '../../../platform/http/outbound.ts'
import { createCanvasProvider } from './canvas-provider.ts'

const redirectUri = 'http://127.0.0.1:9/api/v1/lms/canvas/callback'
const developerKey = { clientId: '170000000000042', clientSecret: 'school-developer-secret' }
let standin: CanvasStandin | undefined

afterEach(async () => {
  await standin?.close()
  standin = undefined
})

async function start(rateLimit?: {
  bucket: number
  costPerRequest: number
  refillPerSecond: number
}) {
  standin = await startCanvasStandin({
    clients: [{ ...developerKey, redirectUris: [redirectUri] }],
    rateLimit,
  })
  const settings: LmsSettings = { baseUrl: standin.url, ...developerKey }
  const {
    student: ada,
    course,
    token,
  } = addStudentInCourse(standin, { currentScore: 88, currentGrade: 'B+' })
  return { standin, settings, ada, course, token }
}

/** Through the outbound guard, as the app reaches Canvas; the stand-in's loopback is named. */
const standinOutbound = createOutbound({ httpsOnly: false, allowedHosts: ['127.0.0.1'] })
const canvas = (options?: Parameters<typeof createCanvasProvider>[1]) =>
  createCanvasProvider((url, init, limits) => standinOutbound.fetch(url, init, limits), options)

const fast = { retryBaseMs: 20, maxSlowdownMs: 100 }
/** The retry tests turn the slowdown off: it would otherwise keep the bucket from overflowing. */
const noSlowdown = { ...fast, lowRemaining: 0 }

describe('Canvas behind the outbound guard (issue 30 security 2)', () => {
  it('is not asked at all when its address is on loopback and not named', async () => {
    const { settings, token } = await start()
    const guard = createOutbound({ httpsOnly: false, allowedHosts: [] })
    const unnamed = createCanvasProvider((url, init, limits) => guard.fetch(url, init, limits))
    const refused = await unnamed
      .client(settings, token.accessToken)
      .courses()
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(LmsError)
    expect((refused as Error).message).toMatch(/could not be reached: .* loopback address/)
    const exchange = await unnamed
      .exchangeCode(settings, 'code', redirectUri)
      .catch((e: unknown) => e)
    expect((exchange as Error).message).toMatch(/loopback address/)
  })
})

describe('Canvas OAuth', () => {
  it('sends the student to Canvas with Quad’s scopes and exchanges the code once', async () => {
    const { settings, ada } = await start()
    const provider = canvas()
    const url = provider.authorizeUrl(settings, { state: 'opaque-state', redirectUri })
    expect(new URL(url).searchParams.get('scope')).toContain('url:GET|/api/v1/courses')
    const back = await approveAuthorization(url, { email: 'ada@example.edu' })
    expect(back.searchParams.get('state')).toBe('opaque-state')
    const code = back.searchParams.get('code') ?? ''

    const before = Date.now()
    const tokens = await provider.exchangeCode(settings, code, redirectUri)
    expect(tokens.externalUserId).toBe(String(ada.id))
    expect(tokens.refreshToken).toEqual(expect.any(String))
    expect(Date.parse(tokens.expiresAt ?? '')).toBeGreaterThanOrEqual(before + 3_599_000)
    await expect(provider.exchangeCode(settings, code, redirectUri)).rejects.toThrow(LmsGrantError)

    const refreshed = await provider.refresh(settings, tokens.refreshToken ?? '')
    expect(refreshed.accessToken).not.toBe(tokens.accessToken)
    expect(refreshed.refreshToken).toBeNull()
    expect(await provider.client(settings, refreshed.accessToken).courses()).toHaveLength(1)

    await provider.revoke(settings, refreshed.accessToken)
    await expect(provider.client(settings, refreshed.accessToken).courses()).rejects.toThrow(
      LmsGrantError,
    )
    await expect(provider.refresh(settings, tokens.refreshToken ?? '')).rejects.toThrow(
      LmsGrantError,
    )
    // Revoking what Canvas no longer knows is not an error.
    await expect(provider.revoke(settings, refreshed.accessToken)).resolves.toBeUndefined()
  })

  it('reports a wrong developer key as an LmsError, not a lost grant', async () => {
    const { settings } = await start()
    const error = await canvas()
      .refresh({ ...settings, clientSecret: 'wrong' }, 'whatever')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LmsError)
    expect(error).toMatchObject({ status: 401 })
  })
})

describe('Canvas client', () => {
  it('maps courses with their term and grades, following Link rel="next" across pages', async () => {
    const { standin, settings, ada, token } = await start()
    for (const code of ['CS 102', 'CS 103', 'CS 104', 'CS 105']) {
      const extra = standin.addCourse({ name: `Course ${code}`, courseCode: code })
      standin.enroll(ada.id, extra.id, { type: 'StudentEnrollment' })
    }
    standin.clearRequestLog()
    const courses = await canvas({ perPage: 2 }).client(settings, token.accessToken).courses()
    expect(courses).toHaveLength(5)
    expect(courses[0]).toEqual({
      externalId: expect.any(String),
      name: 'Analytical Engines',
      courseCode: 'CS 101',
      termName: 'Fall 2026',
      startsAt: null,
      endsAt: null,
      htmlUrl: `${standin.url}/courses/${courses[0]?.externalId}`,
      role: 'student',
      currentScore: 88,
      currentGrade: 'B+',
      finalScore: null,
      finalGrade: null,
    })
    const pages = standin.requestLog.map((entry) => new URLSearchParams(entry.query).get('page'))
    expect(pages).toEqual([null, '2', '3'])
    expect(standin.requestLog.every((entry) => entry.userId === ada.id)).toBe(true)
  })

  it('answers assignments with the student’s submission and each quiz once', async () => {
    const { standin, settings, ada, course, token } = await start()
    const essay = standin.addAssignment(course.id, {
      name: 'Essay',
      dueAt: '2026-10-02T23:59:00Z',
      pointsPossible: 20,
      submissionTypes: ['online_upload'],
    })
    standin.submit(ada.id, essay.id, { submittedAt: '2026-10-01T10:00:00Z' })
    const graded = standin.addQuiz(course.id, {
      title: 'Quiz 1',
      dueAt: '2026-09-25T12:00:00Z',
      pointsPossible: 5,
      quizType: 'assignment',
    })
    const practice = standin.addQuiz(course.id, {
      title: 'Warm-up',
      dueAt: null,
      pointsPossible: 0,
      quizType: 'practice_quiz',
    })
    const work = await canvas().client(settings, token.accessToken).work(String(course.id))
    expect(work.map((item) => [item.externalId, item.kind, item.name])).toEqual([
      [`quiz:${graded.id}`, 'quiz', 'Quiz 1'],
      [`assignment:${essay.id}`, 'assignment', 'Essay'],
      [`quiz:${practice.id}`, 'quiz', 'Warm-up'],
    ])
    expect(work[1]?.submission).toEqual({
      state: 'submitted',
      submittedAt: '2026-10-01T10:00:00Z',
      score: null,
      grade: null,
      gradedAt: null,
      late: false,
      missing: false,
    })
    expect(work[0]?.submission).toMatchObject({ state: 'unsubmitted', missing: true })
    expect(work[2]?.submission).toBeNull()
  })

  it('answers announcements since a time, with their course and author', async () => {
    const { standin, settings, course, token } = await start()
    const hour = 60 * 60 * 1000
    standin.addAnnouncement(course.id, {
      title: 'Old news',
      message: '<p>old</p>',
      postedAt: new Date(Date.now() - 50 * 24 * hour).toISOString(),
      authorName: 'Prof. Babbage',
    })
    const fresh = standin.addAnnouncement(course.id, {
      title: 'Room change',
      message: '<p>B12</p>',
      postedAt: new Date(Date.now() - hour).toISOString(),
      authorName: 'Prof. Babbage',
    })
    const since = new Date(Date.now() - 60 * 24 * hour).toISOString()
    const client = canvas().client(settings, token.accessToken)
    const all = await client.announcements([String(course.id)], since)
    expect(all.map((a) => a.title)).toEqual(['Room change', 'Old news'])
    expect(all[0]).toEqual({
      externalId: String(fresh.id),
      courseExternalId: String(course.id),
      title: 'Room change',
      message: '<p>B12</p>',
      authorName: 'Prof. Babbage',
      postedAt: fresh.postedAt,
      htmlUrl: `${standin.url}/courses/${course.id}/discussion_topics/${fresh.id}`,
    })
    expect(await client.announcements([], since)).toEqual([])
  })

  it('turns a revoked or expired token into LmsGrantError and a foreign course into a 404 LmsError', async () => {
    const { standin, settings, ada, token } = await start()
    const client = canvas().client(settings, token.accessToken)
    const elsewhere = standin.addCourse({ name: 'Elsewhere', courseCode: 'X 1' })
    await expect(client.work(String(elsewhere.id))).rejects.toMatchObject({
      name: 'LmsError',
      status: 404,
    })
    standin.expireAccessTokens()
    await expect(client.courses()).rejects.toThrow(LmsGrantError)
    const second = standin.issueToken(ada.id)
    standin.revokeTokensOf(ada.id)
    const error = await canvas()
      .client(settings, second.accessToken)
      .courses()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LmsGrantError)
    expect(String(error)).not.toContain(second.accessToken)
  })
})

describe('Canvas throttling and time limits', () => {
  it('retries a 403 Rate Limit Exceeded with backoff until the bucket refills', async () => {
    const { standin, settings, token } = await start({
      bucket: 1,
      costPerRequest: 1,
      refillPerSecond: 20,
    })
    const client = canvas(noSlowdown).client(settings, token.accessToken)
    await client.courses()
    expect(await client.courses()).toHaveLength(1)
    expect(standin.requestLog.map((entry) => entry.status)).toContain(403)
    expect(standin.requestLog.at(-1)?.status).toBe(200)
  })

  it('gives up after the bounded retries with an LmsError 403', async () => {
    const { standin, settings, token } = await start({
      bucket: 1,
      costPerRequest: 1,
      refillPerSecond: 0,
    })
    const client = canvas({ ...noSlowdown, maxRetries: 2 }).client(settings, token.accessToken)
    await client.courses()
    standin.clearRequestLog()
    await expect(client.courses()).rejects.toMatchObject({ name: 'LmsError', status: 403 })
    expect(standin.requestLog.map((entry) => entry.status)).toEqual([403, 403, 403])
  })

  it('slows down as X-Rate-Limit-Remaining falls below the low mark', async () => {
    const { standin, settings, ada, token } = await start({
      bucket: 5,
      costPerRequest: 1,
      refillPerSecond: 0,
    })
    for (const code of ['CS 102', 'CS 103', 'CS 104']) {
      standin.enroll(ada.id, standin.addCourse({ name: code, courseCode: code }).id, {
        type: 'StudentEnrollment',
      })
    }
    const client = canvas({ ...fast, perPage: 1, lowRemaining: 5 }).client(
      settings,
      token.accessToken,
    )
    const started = performance.now()
    expect(await client.courses()).toHaveLength(4)
    // Remaining 4, 3, 2 after the first three pages: pauses of 20, 40 and 60 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(115)
  })

  it('gives up on a Canvas that does not answer in time', async () => {
    const { standin, settings, token } = await start()
    standin.setLatency(1_000)
    const client = canvas({ timeoutMs: 100 }).client(settings, token.accessToken)
    await expect(client.courses()).rejects.toMatchObject({ name: 'LmsError', status: 0 })
  })
})

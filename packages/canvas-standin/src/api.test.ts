import { describe, expect, it } from 'vitest'
import type { CanvasStandin } from './server.ts'
import { bearer, jsonOf, studentInCourse, useStandin, type Row } from './test-support.ts'

const get = (url: string, token: string) => fetch(url, { headers: bearer(token) })

describe('the Canvas REST API', () => {
  it('lists the student’s courses with term and total scores', async () => {
    const { standin, student, course, token } = await studentInCourse()
    const response = await get(
      `${standin.url}/api/v1/courses?enrollment_state=active&include[]=total_scores&include[]=term`,
      token.accessToken,
    )
    expect(response.status).toBe(200)
    const [json] = await jsonOf<Array<Row & { term: { id: number } }>>(response)
    expect(json).toMatchObject({
      id: course.id,
      name: 'Analytical Engines',
      course_code: 'CS 101',
      workflow_state: 'available',
      term: { name: 'Fall 2026', start_at: '2026-08-24T00:00:00Z', end_at: '2026-12-18T00:00:00Z' },
      enrollments: [
        {
          type: 'student',
          role: 'StudentEnrollment',
          user_id: student.id,
          enrollment_state: 'active',
          computed_current_score: 91.5,
          computed_current_grade: 'A-',
        },
      ],
    })
    expect(json?.enrollment_term_id).toBe(json?.term.id)
    const plain = await jsonOf<Array<Row & { enrollments: Row[] }>>(
      await get(`${standin.url}/api/v1/courses`, token.accessToken),
    )
    expect(plain[0]).not.toHaveProperty('term')
    expect(plain[0]?.enrollments[0]).not.toHaveProperty('computed_current_score')
  })

  it('answers assignments in due order with this student’s submission, and quizzes', async () => {
    const { standin, student, course, token } = await studentInCourse()
    const essay = standin.addAssignment(course.id, {
      name: 'Essay',
      dueAt: '2026-10-02T23:59:00Z',
      pointsPossible: 20,
      submissionTypes: ['online_upload'],
    })
    const lab = standin.addAssignment(course.id, {
      name: 'Lab',
      dueAt: '2026-09-20T23:59:00Z',
      pointsPossible: 10,
      submissionTypes: ['online_text_entry'],
    })
    const quiz = standin.addQuiz(course.id, {
      title: 'Quiz 1',
      dueAt: '2026-09-25T12:00:00Z',
      pointsPossible: 5,
      quizType: 'assignment',
    })
    standin.submit(student.id, lab.id, { submittedAt: '2026-09-21T08:00:00Z' })
    standin.gradeSubmission(student.id, lab.id, { score: 9, grade: '9' })

    const response = await get(
      `${standin.url}/api/v1/courses/${course.id}/assignments?include[]=submission&order_by=due_at`,
      token.accessToken,
    )
    const rows = await jsonOf<Row[]>(response)
    expect(rows.map((row) => row.name)).toEqual(['Lab', 'Quiz 1', 'Essay'])
    expect(rows[0]).toMatchObject({
      id: lab.id,
      course_id: course.id,
      points_possible: 10,
      html_url: `${standin.url}/courses/${course.id}/assignments/${lab.id}`,
      is_quiz_assignment: false,
      submission: {
        workflow_state: 'graded',
        score: 9,
        grade: '9',
        late: true,
        missing: false,
        submitted_at: '2026-09-21T08:00:00Z',
      },
    })
    expect(rows[1]).toMatchObject({
      is_quiz_assignment: true,
      quiz_id: quiz.id,
      submission_types: ['online_quiz'],
    })
    expect(rows[2]).toMatchObject({
      id: essay.id,
      submission: { workflow_state: 'unsubmitted', submitted_at: null, score: null },
    })

    const quizzes = await jsonOf<Array<Row & { html_url: string }>>(
      await get(`${standin.url}/api/v1/courses/${course.id}/quizzes`, token.accessToken),
    )
    expect(quizzes).toEqual([
      expect.objectContaining({
        id: quiz.id,
        title: 'Quiz 1',
        quiz_type: 'assignment',
        points_possible: 5,
        due_at: '2026-09-25T12:00:00Z',
        published: true,
      }),
    ])
    const page = await fetch(quizzes[0]?.html_url ?? '')
    expect(await page.text()).toContain('<h1>Quiz 1</h1>')
  })

  it('lists announcements of the given courses in the date window, newest first', async () => {
    const { standin, course, token } = await studentInCourse()
    const day = 24 * 60 * 60 * 1000
    const recent = standin.addAnnouncement(course.id, {
      title: 'Room change',
      message: '<p>Now in <b>B12</b></p>',
      postedAt: new Date(Date.now() - day).toISOString(),
      authorName: 'Prof. Babbage',
    })
    standin.addAnnouncement(course.id, {
      title: 'Welcome',
      message: '<p>Hi</p>',
      postedAt: new Date(Date.now() - 2 * day).toISOString(),
      authorName: 'Prof. Babbage',
    })
    standin.addAnnouncement(course.id, {
      title: 'Ancient',
      message: '<p>Old</p>',
      postedAt: new Date(Date.now() - 30 * day).toISOString(),
      authorName: 'Prof. Babbage',
    })
    const rows = await jsonOf<Row[]>(
      await get(
        `${standin.url}/api/v1/announcements?context_codes[]=course_${course.id}`,
        token.accessToken,
      ),
    )
    expect(rows.map((row) => row.title)).toEqual(['Room change', 'Welcome'])
    expect(rows[0]).toMatchObject({
      id: recent.id,
      message: '<p>Now in <b>B12</b></p>',
      context_code: `course_${course.id}`,
      author: { display_name: 'Prof. Babbage' },
    })
    const since = new Date(Date.now() - 40 * day).toISOString()
    const all = await (
      await get(
        `${standin.url}/api/v1/announcements?context_codes[]=course_${course.id}&start_date=${since}&end_date=${new Date().toISOString()}`,
        token.accessToken,
      )
    ).json()
    expect(all).toHaveLength(3)
  })

  it('answers Canvas’s 404 for a course the student is not in, and 401 without WWW-Authenticate for its announcements', async () => {
    const { standin, token } = await studentInCourse()
    const other = standin.addCourse({ name: 'Elsewhere', courseCode: 'X 1' })
    const response = await get(
      `${standin.url}/api/v1/courses/${other.id}/assignments`,
      token.accessToken,
    )
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      errors: [{ message: 'The specified resource does not exist.' }],
    })
    const announcements = await get(
      `${standin.url}/api/v1/announcements?context_codes[]=course_${other.id}`,
      token.accessToken,
    )
    expect(announcements.status).toBe(401)
    expect(announcements.headers.get('www-authenticate')).toBeNull()
  })

  it('answers 401 with WWW-Authenticate for a missing, unknown, revoked or expired token', async () => {
    const { standin, student, token } = await studentInCourse()
    const self = `${standin.url}/api/v1/users/self`
    const invalid = { errors: [{ message: 'Invalid access token.' }] }
    for (const response of [await fetch(self), await get(self, 'nope')]) {
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="canvas-lms"')
      expect(await response.json()).toEqual(invalid)
    }
    standin.expireAccessTokens()
    const expired = await get(self, token.accessToken)
    expect(expired.status).toBe(401)
    expect(await expired.json()).toEqual({ errors: [{ message: 'Expired access token.' }] })
    const second = standin.issueToken(student.id)
    expect((await get(self, second.accessToken)).status).toBe(200)
    standin.revokeTokensOf(student.id)
    expect(await (await get(self, second.accessToken)).json()).toEqual(invalid)
  })
})

function addUndatedAssignments(standin: CanvasStandin, courseId: number, count: number): void {
  for (let n = 1; n <= count; n += 1) {
    standin.addAssignment(courseId, {
      name: `A${n}`,
      dueAt: null,
      pointsPossible: 1,
      submissionTypes: ['none'],
    })
  }
}

describe('pagination', () => {
  it('answers Link headers with absolute current/next/prev/first/last, and following next reaches every row once', async () => {
    const { standin, course, token } = await studentInCourse()
    addUndatedAssignments(standin, course.id, 25)
    const names: string[] = []
    const rels: string[][] = []
    let next: string | undefined =
      `${standin.url}/api/v1/courses/${course.id}/assignments?per_page=10`
    while (next) {
      const response: Response = await get(next, token.accessToken)
      names.push(...(await jsonOf<Row[]>(response)).map((row) => row.name))
      const links = [...(response.headers.get('link') ?? '').matchAll(/<([^>]+)>; rel="(\w+)"/g)]
      for (const [, url] of links)
        expect(url?.startsWith(`${standin.url}/api/v1/courses/`)).toBe(true)
      rels.push(links.map((link) => link[2] ?? ''))
      next = links.find((link) => link[2] === 'next')?.[1]
    }
    expect(names).toEqual(Array.from({ length: 25 }, (_, i) => `A${i + 1}`))
    expect(rels).toEqual([
      ['current', 'next', 'first', 'last'],
      ['current', 'next', 'prev', 'first', 'last'],
      ['current', 'prev', 'first', 'last'],
    ])
  })

  it('defaults to 10 a page and caps per_page at 100', async () => {
    const { standin, course, token } = await studentInCourse()
    addUndatedAssignments(standin, course.id, 105)
    const base = `${standin.url}/api/v1/courses/${course.id}/assignments`
    expect(await (await get(base, token.accessToken)).json()).toHaveLength(10)
    expect(await (await get(`${base}?per_page=500`, token.accessToken)).json()).toHaveLength(100)
  })
})

describe('throttling', () => {
  it('reports cost and remaining, and refuses with Canvas’s 403 when the bucket is full', async () => {
    const { standin, token } = await studentInCourse({
      rateLimit: { bucket: 3, costPerRequest: 1, refillPerSecond: 0 },
    })
    const self = `${standin.url}/api/v1/users/self`
    const remaining: Array<string | null> = []
    for (let n = 0; n < 3; n += 1) {
      const response = await get(self, token.accessToken)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-request-cost')).toBe('1')
      remaining.push(response.headers.get('x-rate-limit-remaining'))
    }
    expect(remaining).toEqual(['2.0', '1.0', '0.0'])
    const refused = await get(self, token.accessToken)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toBe('403 Forbidden (Rate Limit Exceeded)\n')
    standin.setRateLimit({ bucket: 700, costPerRequest: 1 })
    expect((await get(self, token.accessToken)).headers.get('x-rate-limit-remaining')).toBe('699.0')
  })

  it('refills the bucket over time', async () => {
    const { standin, token } = await studentInCourse({
      // A unit a second: the second request comes well within it even on a loaded machine
      // (at 50 a second, 20 ms between two requests was enough to refill).
      rateLimit: { bucket: 1, costPerRequest: 1, refillPerSecond: 1 },
    })
    const self = `${standin.url}/api/v1/users/self`
    expect((await get(self, token.accessToken)).status).toBe(200)
    expect((await get(self, token.accessToken)).status).toBe(403)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await get(self, token.accessToken)).status).toBe(200)
  })
})

describe('the control API', () => {
  it('logs API requests with their user, and works over HTTP under /__standin', async () => {
    const { standin, student, token } = await studentInCourse()
    await get(`${standin.url}/api/v1/courses?per_page=5`, token.accessToken)
    expect(standin.requestLog).toEqual([
      {
        method: 'GET',
        path: '/api/v1/courses',
        query: '?per_page=5',
        userId: student.id,
        status: 200,
      },
    ])

    const revoke = await fetch(`${standin.url}/__standin/revokeTokensOf`, {
      method: 'POST',
      body: JSON.stringify([student.id]),
    })
    expect(await revoke.json()).toEqual({ result: 1 })
    expect((await get(`${standin.url}/api/v1/users/self`, token.accessToken)).status).toBe(401)
    const log = await (await fetch(`${standin.url}/__standin/requestLog`)).json()
    expect(log).toHaveLength(2)

    const badId = await fetch(`${standin.url}/__standin/enroll`, {
      method: 'POST',
      body: JSON.stringify([999, 1, { type: 'StudentEnrollment' }]),
    })
    expect(badId.status).toBe(400)
    expect(await badId.json()).toEqual({ error: 'no user 999' })
  })

  it('refuses an unknown control method', async () => {
    const standin = await useStandin()
    expect(
      (await fetch(`${standin.url}/__standin/dropEverything`, { method: 'POST' })).status,
    ).toBe(404)
  })
})

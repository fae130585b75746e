import { z } from 'zod'

/*
 * The Canvas stand-in's control API (packages/canvas-standin, `POST /__standin/<method>`
 * with the arguments as a JSON array), the part the demo seed fills it through. Over
 * HTTP, so the server never imports the stand-in: it runs in another process (the
 * scripts, the e2e suite) on loopback, and only in development.
 */

export interface DemoCanvasControl {
  addUser(input: { name: string; email: string; sortableName: string }): Promise<{ id: number }>
  addCourse(input: {
    name: string
    courseCode: string
    term: { name: string; startAt: string; endAt: string }
  }): Promise<{ id: number }>
  enroll(
    userId: number,
    courseId: number,
    input: { type: 'StudentEnrollment'; currentScore: number; currentGrade: string },
  ): Promise<unknown>
  addAssignment(
    courseId: number,
    input: { name: string; dueAt: string; pointsPossible: number; submissionTypes: string[] },
  ): Promise<{ id: number }>
  addQuiz(
    courseId: number,
    input: { title: string; dueAt: string; pointsPossible: number; quizType: 'assignment' },
  ): Promise<{ id: number; assignmentId: number | null }>
  submit(
    userId: number,
    assignmentId: number,
    input: { submittedAt: string; late: boolean },
  ): Promise<unknown>
  gradeSubmission(
    userId: number,
    assignmentId: number,
    input: { score: number; grade: string },
  ): Promise<unknown>
  addAnnouncement(
    courseId: number,
    input: { title: string; message: string; postedAt: string; authorName: string },
  ): Promise<unknown>
  issueToken(userId: number): Promise<{ accessToken: string; refreshToken: string }>
}

const Id = z.object({ id: z.number() })
const Quiz = z.object({ id: z.number(), assignmentId: z.number().nullable() })
const Tokens = z.object({ accessToken: z.string(), refreshToken: z.string() })

export function standinControlOverHttp(baseUrl: string): DemoCanvasControl {
  async function call<T>(method: string, args: unknown[], answer: z.ZodType<T>): Promise<T> {
    const response = await fetch(`${baseUrl}/__standin/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(args),
    })
    const body = z
      .object({ result: z.unknown(), error: z.string().optional() })
      .parse(await response.json())
    if (!response.ok) throw new Error(`Canvas stand-in ${method}: ${body.error ?? response.status}`)
    return answer.parse(body.result)
  }
  return {
    addUser: (input) => call('addUser', [input], Id),
    addCourse: (input) => call('addCourse', [input], Id),
    enroll: (userId, courseId, input) => call('enroll', [userId, courseId, input], z.unknown()),
    addAssignment: (courseId, input) => call('addAssignment', [courseId, input], Id),
    addQuiz: (courseId, input) => call('addQuiz', [courseId, input], Quiz),
    submit: (userId, id, input) => call('submit', [userId, id, input], z.unknown()),
    gradeSubmission: (userId, id, input) =>
      call('gradeSubmission', [userId, id, input], z.unknown()),
    addAnnouncement: (courseId, input) => call('addAnnouncement', [courseId, input], z.unknown()),
    issueToken: (userId) => call('issueToken', [userId], Tokens),
  }
}

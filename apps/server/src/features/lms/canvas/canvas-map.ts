import * as z from 'zod/mini'
import {
  LmsError,
  type LmsAnnouncement,
  type LmsCourse,
  type LmsSubmission,
  type LmsWork,
} from '../lms-provider.ts'

/**
 * Canvas's objects (API v1; docs "Courses", "Assignments", "Submissions", "Quizzes",
 * "Announcements") read leniently: only the fields Quad uses, each optional or null where
 * Canvas may leave it out, and one unreadable row fails the call rather than guessing.
 */
const nullableString = z.optional(z.nullable(z.string()))
const nullableNumber = z.optional(z.nullable(z.number()))

const courseSchema = z.object({
  id: z.number(),
  name: z.optional(z.string()),
  course_code: z.optional(z.string()),
  start_at: nullableString,
  end_at: nullableString,
  // A course closed by its dates answers only its id and this flag.
  access_restricted_by_date: z.optional(z.boolean()),
  term: z.optional(z.nullable(z.object({ name: nullableString }))),
  enrollments: z.optional(
    z.array(
      z.object({
        type: z.string(),
        computed_current_score: nullableNumber,
        computed_current_grade: nullableString,
        computed_final_score: nullableNumber,
        computed_final_grade: nullableString,
      }),
    ),
  ),
})

const submissionSchema = z.object({
  workflow_state: z.string(),
  submitted_at: nullableString,
  score: nullableNumber,
  grade: nullableString,
  graded_at: nullableString,
  late: z.optional(z.boolean()),
  missing: z.optional(z.boolean()),
})

const assignmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  due_at: nullableString,
  points_possible: nullableNumber,
  html_url: z.string(),
  is_quiz_assignment: z.optional(z.boolean()),
  quiz_id: z.optional(z.nullable(z.number())),
  submission: z.optional(z.nullable(submissionSchema)),
})

const quizSchema = z.object({
  id: z.number(),
  title: z.string(),
  html_url: z.string(),
  due_at: nullableString,
  points_possible: nullableNumber,
})

const announcementSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: nullableString,
  posted_at: z.string(),
  html_url: z.string(),
  context_code: z.string(),
  author: z.optional(z.nullable(z.object({ display_name: nullableString }))),
  user_name: nullableString,
})

function parse<T>(schema: z.ZodMiniType<T>, row: unknown, what: string): T {
  const result = schema.safeParse(row)
  if (!result.success) throw new LmsError(`Canvas answered an unreadable ${what}`, 200)
  return result.data
}

/** Courses the student can open; date-restricted ones (id only) are left out. */
export function mapCourses(baseUrl: string, rows: unknown[]): LmsCourse[] {
  return rows.flatMap((row) => {
    const course = parse(courseSchema, row, 'course')
    if (course.access_restricted_by_date || course.name === undefined) return []
    const enrollment = course.enrollments?.[0]
    return [
      {
        externalId: String(course.id),
        name: course.name,
        courseCode: course.course_code ?? course.name,
        termName: course.term?.name ?? null,
        startsAt: course.start_at ?? null,
        endsAt: course.end_at ?? null,
        htmlUrl: new URL(`/courses/${course.id}`, baseUrl).toString(),
        role: enrollment?.type ?? 'student',
        currentScore: enrollment?.computed_current_score ?? null,
        currentGrade: enrollment?.computed_current_grade ?? null,
        finalScore: enrollment?.computed_final_score ?? null,
        finalGrade: enrollment?.computed_final_grade ?? null,
      },
    ]
  })
}

const submissionStates: ReadonlyArray<LmsSubmission['state']> = [
  'unsubmitted',
  'submitted',
  'graded',
  'pending_review',
]

function mapSubmission(submission: z.infer<typeof submissionSchema>): LmsSubmission {
  const state = submissionStates.find((s) => s === submission.workflow_state) ?? 'unsubmitted'
  return {
    state,
    submittedAt: submission.submitted_at ?? null,
    score: submission.score ?? null,
    grade: submission.grade ?? null,
    gradedAt: submission.graded_at ?? null,
    late: submission.late ?? false,
    missing: submission.missing ?? false,
  }
}

/**
 * A graded quiz is in both Canvas lists (its assignment and the quiz). It becomes one
 * item, `quiz:<id>`, carrying the assignment's submission; other quizzes (practice,
 * surveys) come from the quiz list alone.
 */
export function mapWork(assignmentRows: unknown[], quizRows: unknown[]): LmsWork[] {
  const work: LmsWork[] = []
  const quizzesSeen = new Set<number>()
  for (const row of assignmentRows) {
    const assignment = parse(assignmentSchema, row, 'assignment')
    const quizId = assignment.is_quiz_assignment ? assignment.quiz_id : null
    if (quizId) quizzesSeen.add(quizId)
    work.push({
      externalId: quizId ? `quiz:${quizId}` : `assignment:${assignment.id}`,
      kind: quizId ? 'quiz' : 'assignment',
      name: assignment.name,
      dueAt: assignment.due_at ?? null,
      pointsPossible: assignment.points_possible ?? null,
      htmlUrl: assignment.html_url,
      submission: assignment.submission ? mapSubmission(assignment.submission) : null,
    })
  }
  for (const row of quizRows) {
    const quiz = parse(quizSchema, row, 'quiz')
    if (quizzesSeen.has(quiz.id)) continue
    work.push({
      externalId: `quiz:${quiz.id}`,
      kind: 'quiz',
      name: quiz.title,
      dueAt: quiz.due_at ?? null,
      pointsPossible: quiz.points_possible ?? null,
      htmlUrl: quiz.html_url,
      submission: null,
    })
  }
  return work
}

export function mapAnnouncements(rows: unknown[]): LmsAnnouncement[] {
  return rows.map((row) => {
    const announcement = parse(announcementSchema, row, 'announcement')
    return {
      externalId: String(announcement.id),
      courseExternalId: announcement.context_code.replace(/^course_/, ''),
      title: announcement.title,
      message: announcement.message ?? '',
      authorName: announcement.author?.display_name ?? announcement.user_name ?? null,
      postedAt: announcement.posted_at,
      htmlUrl: announcement.html_url,
    }
  })
}

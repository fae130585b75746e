import type {
  AnnouncementRecord,
  AssignmentRecord,
  CourseRecord,
  EnrollmentRecord,
  QuizRecord,
  StandinState,
  SubmissionRecord,
  UserRecord,
} from './types.ts'

/**
 * Canvas's JSON shapes (API v1: User, Course, Enrollment-in-course, Assignment with
 * Submission, Quiz, DiscussionTopic), with only the fields Quad reads and a few that
 * every such object carries. Ids are integers, dates ISO 8601 or null.
 */
export function userSelfJson(user: UserRecord) {
  return {
    id: user.id,
    name: user.name,
    sortable_name: user.sortableName,
    short_name: user.name,
    login_id: user.email,
    avatar_url: null,
    locale: null,
    effective_locale: 'en',
  }
}

export function courseJson(
  state: StandinState,
  course: CourseRecord,
  enrollment: EnrollmentRecord,
  include: Set<string>,
) {
  const term = state.terms.find((t) => t.id === course.termId)
  const enrollmentJson = {
    type: 'student',
    role: enrollment.type,
    role_id: 3,
    user_id: enrollment.userId,
    enrollment_state: 'active',
    limit_privileges_to_course_section: false,
    ...(include.has('total_scores')
      ? {
          computed_current_score: enrollment.currentScore ?? null,
          computed_current_grade: enrollment.currentGrade ?? null,
          computed_final_score: enrollment.finalScore ?? null,
          computed_final_grade: enrollment.finalGrade ?? null,
        }
      : {}),
  }
  return {
    id: course.id,
    name: course.name,
    course_code: course.courseCode,
    workflow_state: 'available',
    account_id: 1,
    start_at: course.startAt,
    end_at: course.endAt,
    enrollment_term_id: course.termId ?? 1,
    default_view: 'modules',
    is_public: false,
    enrollments: [enrollmentJson],
    ...(include.has('term') && term
      ? { term: { id: term.id, name: term.name, start_at: term.startAt, end_at: term.endAt } }
      : {}),
  }
}

function submissionJson(
  assignment: AssignmentRecord,
  userId: number,
  submission: SubmissionRecord | undefined,
) {
  const submittedAt = submission?.submittedAt ?? null
  const gradedAt = submission?.gradedAt ?? null
  const isPastDue = assignment.dueAt !== null && Date.parse(assignment.dueAt) < Date.now()
  const isLateByDate =
    submittedAt !== null &&
    assignment.dueAt !== null &&
    Date.parse(submittedAt) > Date.parse(assignment.dueAt)
  return {
    assignment_id: assignment.id,
    user_id: userId,
    workflow_state: gradedAt ? 'graded' : submittedAt ? 'submitted' : 'unsubmitted',
    submitted_at: submittedAt,
    score: submission?.score ?? null,
    grade: submission?.grade ?? null,
    graded_at: gradedAt,
    posted_at: gradedAt,
    late: submission?.late ?? isLateByDate,
    missing: submittedAt === null && gradedAt === null && isPastDue,
    excused: false,
    attempt: submittedAt ? 1 : null,
  }
}

export function assignmentJson(
  baseUrl: string,
  assignment: AssignmentRecord,
  userId: number,
  submission: SubmissionRecord | undefined,
  include: Set<string>,
) {
  return {
    id: assignment.id,
    name: assignment.name,
    description: assignment.description,
    due_at: assignment.dueAt,
    lock_at: null,
    unlock_at: null,
    points_possible: assignment.pointsPossible,
    grading_type: 'points',
    submission_types: assignment.submissionTypes,
    html_url: `${baseUrl}/courses/${assignment.courseId}/assignments/${assignment.id}`,
    course_id: assignment.courseId,
    is_quiz_assignment: assignment.quizId !== null,
    ...(assignment.quizId !== null ? { quiz_id: assignment.quizId } : {}),
    updated_at: assignment.updatedAt,
    published: true,
    ...(include.has('submission')
      ? { submission: submissionJson(assignment, userId, submission) }
      : {}),
  }
}

export function quizJson(baseUrl: string, quiz: QuizRecord) {
  return {
    id: quiz.id,
    title: quiz.title,
    html_url: `${baseUrl}/courses/${quiz.courseId}/quizzes/${quiz.id}`,
    quiz_type: quiz.quizType,
    assignment_id: quiz.assignmentId,
    due_at: quiz.dueAt,
    lock_at: null,
    unlock_at: null,
    points_possible: quiz.pointsPossible,
    published: true,
  }
}

export function announcementJson(baseUrl: string, announcement: AnnouncementRecord) {
  return {
    id: announcement.id,
    title: announcement.title,
    message: announcement.message,
    posted_at: announcement.postedAt,
    html_url: `${baseUrl}/courses/${announcement.courseId}/discussion_topics/${announcement.id}`,
    context_code: `course_${announcement.courseId}`,
    author: { display_name: announcement.authorName },
    user_name: announcement.authorName,
    published: true,
  }
}

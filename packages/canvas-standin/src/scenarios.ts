import type { StandinControl } from './control.ts'
import type { CourseRecord, Grades, UserRecord } from './types.ts'

/** The smallest scenario most tests need: one student in one course, with a token. */
export function addStudentInCourse(control: StandinControl, grades: Grades = {}) {
  const student = control.addUser({
    name: 'Ada Lovelace',
    email: 'ada@example.edu',
    sortableName: 'Lovelace, Ada',
  })
  const course = control.addCourse({
    name: 'Analytical Engines',
    courseCode: 'CS 101',
    term: { name: 'Fall 2026', startAt: '2026-08-24T00:00:00Z', endAt: '2026-12-18T00:00:00Z' },
  })
  control.enroll(student.id, course.id, { type: 'StudentEnrollment', ...grades })
  const token = control.issueToken(student.id)
  return { student, course, token }
}

const dayMs = 24 * 60 * 60 * 1000

const demoCourses = [
  { name: 'Introduction to Psychology', courseCode: 'PSYC 101', teacher: 'Dr. Maya Okafor' },
  { name: 'Calculus II', courseCode: 'MATH 152', teacher: 'Prof. Daniel Reyes' },
  { name: 'Writing and Rhetoric', courseCode: 'ENGL 110', teacher: 'Dr. Hannah Lindqvist' },
]
const demoGrades: Grades[] = [
  { currentScore: 92.4, currentGrade: 'A-' },
  { currentScore: 84.1, currentGrade: 'B' },
  { currentScore: 77.8, currentGrade: 'C+' },
]

/**
 * A believable term for the demo and `npm run dev`: three courses around `now`, each with
 * graded, missing, submitted and upcoming work, a graded and a practice quiz, and
 * recent announcements. Every given student is enrolled in all three.
 */
export function seedDemoCanvas(
  control: StandinControl,
  students: ReadonlyArray<{ name: string; email: string }>,
  now = new Date(),
): { users: UserRecord[]; courses: CourseRecord[] } {
  const at = (days: number, hour = 23) => {
    const date = new Date(now.getTime() + days * dayMs)
    date.setUTCHours(hour, 59, 0, 0)
    return date.toISOString()
  }
  const term = {
    name: `Term of ${now.toISOString().slice(0, 7)}`,
    startAt: at(-45, 0),
    endAt: at(75, 0),
  }
  const users = students.map((student) => control.addUser(student))
  const courses = demoCourses.map((spec, index) => {
    const course = control.addCourse({ name: spec.name, courseCode: spec.courseCode, term })
    users.forEach((user) =>
      control.enroll(user.id, course.id, { type: 'StudentEnrollment', ...demoGrades[index] }),
    )
    const graded = control.addAssignment(course.id, {
      name: `${spec.courseCode} problem set 1`,
      dueAt: at(-9),
      pointsPossible: 20,
      submissionTypes: ['online_upload'],
    })
    control.addAssignment(course.id, {
      name: `${spec.courseCode} reading response`,
      dueAt: at(-3),
      pointsPossible: 10,
      submissionTypes: ['online_text_entry'],
    })
    const submitted = control.addAssignment(course.id, {
      name: `${spec.courseCode} lab report`,
      dueAt: at(1 + index),
      pointsPossible: 25,
      submissionTypes: ['online_upload'],
    })
    control.addAssignment(course.id, {
      name: `${spec.courseCode} project proposal`,
      dueAt: at(6 + index * 2),
      pointsPossible: 50,
      submissionTypes: ['online_upload'],
      description: '<p>One page: question, method, sources.</p>',
    })
    control.addQuiz(course.id, {
      title: `${spec.courseCode} quiz 3`,
      dueAt: at(3 + index, 17),
      pointsPossible: 15,
      quizType: 'assignment',
    })
    control.addQuiz(course.id, {
      title: `${spec.courseCode} practice quiz`,
      dueAt: null,
      pointsPossible: 0,
      quizType: 'practice_quiz',
    })
    for (const user of users) {
      control.submit(user.id, graded.id, { submittedAt: at(-10, 20) })
      control.gradeSubmission(user.id, graded.id, { score: 17 - index, grade: String(17 - index) })
      control.submit(user.id, submitted.id, { submittedAt: at(-1, 8) })
    }
    control.addAnnouncement(course.id, {
      title: 'Office hours moved',
      message: `<p>This week's office hours are on Thursday at 3 pm.</p>`,
      postedAt: at(-1, 9),
      authorName: spec.teacher,
    })
    control.addAnnouncement(course.id, {
      title: `Welcome to ${spec.courseCode}`,
      message: '<p>The syllabus is in the Files section.</p>',
      postedAt: at(-12, 9),
      authorName: spec.teacher,
    })
    return course
  })
  return { users, courses }
}

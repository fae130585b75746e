import type { Course } from '@quad/shared'
import { Link } from 'react-router'
import { courseHref } from '../course-href.ts'
import { courseGrade } from './course-grade.ts'

/** One of my courses; the whole row opens its detail (its work and announcements). */
export function CourseItem({ course }: { course: Course }) {
  return (
    <li>
      <Link
        to={courseHref(course.id)}
        className="-mx-2 flex min-h-11 flex-col gap-0.5 rounded-lg px-2 py-2 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
      >
        <span className="font-semibold break-words text-zinc-900 dark:text-zinc-50">
          {course.name}
        </span>
        <span className="text-sm text-zinc-700 dark:text-zinc-300">
          {[course.courseCode, course.termName].filter(Boolean).join(' · ')}
        </span>
        <span className="text-sm font-semibold text-zinc-800 dark:text-zinc-200">
          {courseGrade(course)}
        </span>
      </Link>
    </li>
  )
}

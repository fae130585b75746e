import { itemPage } from './html.ts'
import { sendHtml, type Exchange } from './http-util.ts'
import type { StandinState } from './types.ts'

/**
 * The targets of `html_url`s, so "open in Canvas" links work in the demo. Real Canvas
 * asks for a login here; the stand-in shows the item's name to anyone on loopback.
 */
export function handlePages(state: StandinState, ex: Exchange): boolean {
  if (ex.method !== 'GET') return false
  const match = /^\/courses\/(\d+)(?:\/(assignments|quizzes|discussion_topics)\/(\d+))?$/.exec(
    ex.url.pathname,
  )
  if (!match) return false
  const course = state.courses.find((c) => c.id === Number(match[1]))
  const id = Number(match[3])
  const title =
    match[2] === 'assignments'
      ? state.assignments.find((a) => a.id === id && a.courseId === course?.id)?.name
      : match[2] === 'quizzes'
        ? state.quizzes.find((q) => q.id === id && q.courseId === course?.id)?.title
        : match[2] === 'discussion_topics'
          ? state.announcements.find((a) => a.id === id && a.courseId === course?.id)?.title
          : course?.name
  if (!course || !title) {
    sendHtml(ex.res, 404, itemPage('Page not found', 'Page not found', ''))
    return true
  }
  const kind = { assignments: 'Assignment', quizzes: 'Quiz', discussion_topics: 'Announcement' }
  const label =
    match[2] === 'assignments' || match[2] === 'quizzes' || match[2] === 'discussion_topics'
      ? kind[match[2]]
      : 'Course'
  sendHtml(ex.res, 200, itemPage(`${label} in ${course.name}`, title, ''))
  return true
}

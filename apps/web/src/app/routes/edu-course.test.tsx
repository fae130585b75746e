import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import {
  fakeAcademicApi,
  fakeAnnouncement,
  fakeCourse,
  fakeSubmission,
  fakeWork,
  inDays,
  OAUTH_URL,
  synced,
} from './edu-fakes.ts'

/*
 * /edu/courses/:courseId (issue 17): one course opened from My courses, its work by due
 * date with grades and its announcements; a course that is not the student's; a 498.
 */
const block = (name: string) => screen.findByRole('region', { name })

describe('edu course (/edu/courses/:courseId)', () => {
  it('opens a course: its work by due date with grades, and its announcements', async () => {
    const calls = fakeAcademicApi({
      course: {
        course: fakeCourse(),
        work: [
          fakeWork({
            id: 'w1',
            name: 'Lab report 2',
            dueAt: inDays(-5),
            submission: fakeSubmission({ state: 'graded', score: 17 }),
          }),
          fakeWork({ id: 'w2', name: 'Lab report 3' }),
        ],
        announcements: [fakeAnnouncement({ title: 'Office hours moved' })],
        sync: synced,
      },
    })
    const { user, router } = renderRoute('/edu')
    await user.click(
      await within(await block('My courses')).findByRole('link', { name: /Cell Biology/ }),
    )
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/edu/courses/c-bio')
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible()
    expect(calls.course).toEqual(['c-bio'])
    const work = screen.getByRole('region', { name: 'Assignments and quizzes' })
    const names = within(work)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(names).toEqual(['Lab report 2', 'Lab report 3'])
    expect(work).toHaveTextContent('Graded: 17/20')
    expect(work).toHaveTextContent('Due 5 days ago')
    expect(
      within(screen.getByRole('region', { name: 'Announcements' })).getByText('Office hours moved'),
    ).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'My courses' }))
    expect(await block('Due next')).toBeVisible()
  })

  it('says so when a course is not the student’s', async () => {
    fakeAcademicApi()
    server.use(
      http.get(`${ORIGIN}/api/v1/courses/c-gone`, () =>
        Response.json(
          { error: { code: 'not_found', message: 'Course not found' } },
          { status: 404 },
        ),
      ),
    )
    renderRoute('/edu/courses/c-gone')
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })

  it('offers Reconnect on a course refused with a 498', async () => {
    fakeAcademicApi({ course: 'refused' })
    renderRoute('/edu/courses/c-bio')
    expect(await screen.findByRole('link', { name: 'Reconnect Canvas' })).toHaveAttribute(
      'href',
      OAUTH_URL,
    )
  })
})

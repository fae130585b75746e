import { UpcomingWork } from '@quad/shared'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import {
  CONNECT_URL,
  fakeAcademicApi,
  fakeAnnouncement,
  fakeCourse,
  fakeStatus,
  fakeSubmission,
  fakeWork,
  inDays,
  OAUTH_URL,
  synced,
} from './edu-fakes.ts'

/*
 * /edu (issue 17): the status decides the page (not set up, connect, reconnect, the
 * student's courses); each block loads on its own; links open the LMS in a new tab; the
 * LMS's HTML is sanitised again here. Layout, axe and screenshots are e2e (edu.spec.ts).
 */
const main = () => screen.getByRole('main')
const block = (name: string) => screen.findByRole('region', { name })

describe('edu (/edu)', () => {
  it('explains calmly when the school has no learning system connected', async () => {
    const calls = fakeAcademicApi({
      status: fakeStatus({ configured: false, provider: null, connected: false, connectURL: null }),
    })
    renderRoute('/edu')
    expect(
      await screen.findByText(/hasn’t connected its learning system to Quad yet/),
    ).toBeVisible()
    expect(within(main()).queryByRole('link', { name: /Connect/ })).not.toBeInTheDocument()
    expect(calls.upcoming + calls.courses + calls.announcements).toBe(0)
  })

  it('says what happened and offers a retry when the status itself does not load', async () => {
    fakeAcademicApi()
    server.use(
      http.get(
        `${ORIGIN}/api/v1/academic/status`,
        () => Response.json({ error: { code: 'bad_request', message: 'No' } }, { status: 400 }),
        { once: true },
      ),
    )
    const { user } = renderRoute('/edu')
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent('Your courses did not load')
    await user.click(within(failure).getByRole('button', { name: 'Try again' }))
    expect(await block('Due next')).toBeVisible()
  })

  it('offers "Connect Canvas" with what Quad will read when the student is not connected', async () => {
    const calls = fakeAcademicApi({ status: fakeStatus({ connected: false }) })
    renderRoute('/edu')
    const connect = await screen.findByRole('link', { name: 'Connect Canvas' })
    expect(connect).toHaveAttribute('href', CONNECT_URL)
    expect(main()).toHaveTextContent(
      /Quad will read your courses, due dates, grades and announcements from Canvas/,
    )
    expect(calls.upcoming + calls.courses + calls.announcements).toBe(0)
  })

  it('shows the Reconnect banner when the status says the grant was revoked', async () => {
    fakeAcademicApi({ status: fakeStatus({ connected: false, revoked: true }) })
    renderRoute('/edu')
    const banner = await screen.findByRole('alert')
    expect(banner).toHaveTextContent('Canvas is no longer connected')
    expect(within(banner).getByRole('link', { name: 'Reconnect Canvas' })).toHaveAttribute(
      'href',
      CONNECT_URL,
    )
  })

  it('shows the Reconnect banner, with the 498’s address, when one academic call is refused', async () => {
    fakeAcademicApi({ courses: 'refused' })
    renderRoute('/edu')
    const reconnect = await screen.findByRole('link', { name: 'Reconnect Canvas' })
    expect(reconnect).toHaveAttribute('href', OAUTH_URL)
    const courses = await block('My courses')
    expect(await within(courses).findByText('Reconnect Canvas to see this.')).toBeVisible()
    // The others still show what they have.
    expect(await within(await block('Due next')).findByText('Lab report 3')).toBeVisible()
  })

  it('treats a 498 it cannot read as a refusal too, offering the status’s connect address', async () => {
    fakeAcademicApi()
    server.use(
      http.get(`${ORIGIN}/api/v1/academic/announcements`, () =>
        Response.json(
          { errorCode: 'lms_grant_revoked', oauthURL: '/relative/connect', message: 'Reconnect' },
          { status: 498 },
        ),
      ),
    )
    renderRoute('/edu')
    expect(await screen.findByRole('link', { name: 'Reconnect Canvas' })).toHaveAttribute(
      'href',
      CONNECT_URL,
    )
    const news = await block('Announcements')
    expect(within(news).getByText('Reconnect Canvas to see this.')).toBeVisible()
  })

  it('shows due next, my courses and announcements with their states, grades and sync', async () => {
    fakeAcademicApi({
      upcoming: {
        items: [
          fakeWork({ id: 'w1', name: 'Lab report 3', dueAt: inDays(2) }),
          fakeWork({
            id: 'w2',
            name: 'Quiz 4',
            kind: 'quiz',
            courseCode: 'HIS 110',
            dueAt: inDays(1),
            submission: fakeSubmission({ state: 'graded', score: 18, grade: '18' }),
          }),
          fakeWork({
            id: 'w3',
            name: 'Essay draft',
            submission: fakeSubmission({ missing: true }),
          }),
          fakeWork({
            id: 'w4',
            name: 'Problem set',
            submission: fakeSubmission({ state: 'submitted', late: true }),
          }),
          fakeWork({
            id: 'w5',
            name: 'Reading notes',
            submission: fakeSubmission({ state: 'submitted' }),
          }),
        ],
        sync: { lastSyncedAt: synced.lastSyncedAt, lastAttemptFailed: true },
      },
      courses: {
        items: [
          fakeCourse(),
          fakeCourse({
            id: 'c-his',
            name: 'World History',
            courseCode: 'HIS 110',
            currentGrade: null,
            currentScore: null,
          }),
        ],
        sync: synced,
      },
    })
    renderRoute('/edu')
    const due = await block('Due next')
    const lab = (await within(due).findByRole('heading', { name: 'Lab report 3' })).closest('li')
    expect(lab).toHaveTextContent('BIO 201 · Assignment')
    expect(lab).toHaveTextContent('Due in 2 days')
    expect(lab).toHaveTextContent('Not submitted')
    expect(lab?.querySelector('time')).toHaveAttribute('datetime')
    expect(within(due).getByText('Due tomorrow')).toBeVisible()
    expect(within(due).getByText('Graded: 18/20')).toBeVisible()
    expect(within(due).getByText('Missing')).toBeVisible()
    expect(within(due).getByText('Late')).toBeVisible()
    expect(within(due).getByText('Submitted')).toBeVisible()
    expect(due).toHaveTextContent('Last synced 5 minutes ago The last attempt failed.')

    const open = within(due).getByRole('link', { name: /Open in Canvas: Lab report 3/ })
    expect(open).toHaveAttribute('href', 'https://canvas.demo.edu/courses/201/assignments/3')
    expect(open).toHaveAttribute('target', '_blank')
    expect(open.getAttribute('rel')).toMatch(/\bnoopener\b/)

    const courses = await block('My courses')
    const bio = within(courses).getByRole('link', { name: /Cell Biology/ })
    expect(bio).toHaveAttribute('href', '/edu/courses/c-bio')
    expect(bio).toHaveTextContent('BIO 201 · Fall 2026')
    expect(bio).toHaveTextContent('Grade A- · 91.5%')
    expect(within(courses).getByRole('link', { name: /World History/ })).toHaveTextContent(
      'No grade yet',
    )
    expect(courses).not.toHaveTextContent('The last attempt failed.')

    const news = await block('Announcements')
    expect(await within(news).findByText('Bring your goggles.')).toBeVisible()
    expect(news).toHaveTextContent('Cell Biology · Dr. Okafor · yesterday')
  })

  it('keeps the other blocks when one fails, and retries that one on request', async () => {
    const calls = fakeAcademicApi({ upcoming: 'broken' })
    const { user } = renderRoute('/edu')
    const due = await block('Due next')
    const failure = await within(due).findByRole('alert')
    expect(failure).toHaveTextContent('Due next did not load.')
    expect(await within(await block('My courses')).findByText('Cell Biology')).toBeVisible()
    expect(
      await within(await block('Announcements')).findByText('Lab moved to Thursday'),
    ).toBeVisible()
    expect(screen.queryByRole('link', { name: /Reconnect/ })).not.toBeInTheDocument()

    // A 500 is asked again twice (query-client.ts) before the block gives up.
    expect(calls.upcoming).toBe(3)
    server.use(
      http.get(`${ORIGIN}/api/v1/academic/upcoming`, () =>
        answer(UpcomingWork, { items: [fakeWork({ name: 'Back again' })], sync: synced }),
      ),
    )
    await user.click(within(due).getByRole('button', { name: 'Try again' }))
    expect(await within(due).findByText('Back again')).toBeVisible()
  })

  it('draws announcement HTML sanitised: a hostile <img onerror> is inert', async () => {
    const hostile =
      '<p>Read <a href="https://example.edu/syllabus">the syllabus</a>.</p>' +
      '<img src="x" onerror="window.__edu_pwned = true">' +
      '<a href="javascript:window.__edu_pwned=true">click</a><script>window.__edu_pwned = true</script>'
    fakeAcademicApi({
      announcements: { items: [fakeAnnouncement({ message: hostile })], sync: synced },
    })
    renderRoute('/edu')
    const news = await block('Announcements')
    const link = await within(news).findByRole('link', { name: 'the syllabus' })
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(news.querySelector('img, script, [onerror]')).toBeNull()
    expect(news.querySelector('a[href^="javascript"]')).toBeNull()
    expect(within(news).getByText('click')).toBeVisible()
    expect((window as { __edu_pwned?: boolean }).__edu_pwned).toBeUndefined()
  })

  it('collapses a long announcement to a few lines with "Read more"', async () => {
    const long = `<p>${'Bring your goggles and your lab coat. '.repeat(12)}</p>`
    fakeAcademicApi({
      announcements: { items: [fakeAnnouncement({ message: long })], sync: synced },
    })
    const { user } = renderRoute('/edu')
    const news = await block('Announcements')
    const more = await within(news).findByRole('button', { name: 'Read more' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    const body = document.getElementById(more.getAttribute('aria-controls') ?? '')
    expect(body).toHaveClass('line-clamp-4')
    await user.click(more)
    expect(within(news).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(body).not.toHaveClass('line-clamp-4')
  })
})

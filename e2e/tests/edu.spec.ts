import type { Page, Route } from '@playwright/test'
import type { AcademicStatus, Submission } from '@quad/shared'
import {
  brokenBody,
  CONNECT_URL,
  fakeAnnouncement,
  fakeCourse,
  fakeStatus,
  fakeSubmission,
  fakeWork,
  inDays,
  refusedBody,
} from '@quad/shared/fixtures'
import { expectNoAxeViolations, inColourScheme, lookAt } from '../fixtures.ts'
import { expect, test } from '../signed-in.ts'

/*
 * /edu in Chromium (issue 17): each state of the page at phone and laptop width, light and
 * dark, under axe; the layout (one column on phones, Due next beside My courses on a
 * laptop). The academic answers are faked at the network from `@quad/shared/fixtures`
 * (the web's route tests build theirs there too); their detail is the route-level test's
 * (apps/web edu.test.tsx).
 */
const sync = { lastSyncedAt: inDays(-0.01), lastAttemptFailed: false }
const status = (over: Partial<AcademicStatus> = {}) => fakeStatus({ sync, ...over })
const work = (id: string, name: string, days: number, sub: Partial<Submission> | null) =>
  fakeWork({
    id,
    kind: id.startsWith('q') ? 'quiz' : 'assignment',
    name,
    dueAt: inDays(days),
    htmlUrl: `https://canvas.demo.edu/courses/201/assignments/${id}`,
    submission: sub && fakeSubmission(sub),
  })
const course = (
  id: string,
  name: string,
  courseCode: string,
  currentGrade: string | null,
  currentScore: number | null,
) =>
  fakeCourse({
    id,
    name,
    courseCode,
    htmlUrl: `https://canvas.demo.edu/courses/${id}`,
    currentScore,
    currentGrade,
  })
const upcoming = {
  items: [
    work('q1', 'Quiz 4: membranes', 0.3, null),
    work('a1', 'Lab report 3', 2, { state: 'submitted' }),
    work('a2', 'Essay draft', -1, { missing: true }),
    work('a3', 'Problem set 5', 4, { state: 'graded', score: 18, grade: '18' }),
  ],
  sync,
}
const courses = {
  items: [
    course('c-bio', 'Cell Biology', 'BIO 201', 'A-', 91.5),
    course('c-his', 'World History since 1900', 'HIS 110', 'B+', 88),
    course('c-mat', 'Linear Algebra', 'MAT 220', null, null),
  ],
  sync: { ...sync, lastAttemptFailed: true },
}
const announcements = {
  items: [
    fakeAnnouncement({
      id: 'n1',
      message: `<p>${'Bring your goggles and lab coat; we meet in room 204. '.repeat(8)}</p><img src=x onerror="document.title='pwned'">`,
      htmlUrl: 'https://canvas.demo.edu/courses/c-bio/discussion_topics/1',
    }),
  ],
  sync,
}

type Answer = unknown
const json = (route: Route, body: Answer, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })

/** Answers the academic calls; a block's answer may be a [status, body] pair. */
async function fakeAcademic(page: Page, seed: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    status: status(),
    upcoming,
    courses,
    announcements,
    ...seed,
  }
  const reply = (key: string) => (route: Route) => {
    const value = answers[key]
    return Array.isArray(value) ? json(route, value[1], value[0] as number) : json(route, value)
  }
  await page.route('**/api/v1/academic/status', reply('status'))
  await page.route('**/api/v1/academic/upcoming*', reply('upcoming'))
  await page.route('**/api/v1/academic/announcements*', reply('announcements'))
  await page.route('**/api/v1/courses', reply('courses'))
}

const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

async function checkEveryWidth(page: Page, name: string, ready: () => Promise<void>) {
  for (const size of widths) {
    await page.setViewportSize(size)
    await ready()
    for (const colorScheme of ['light', 'dark'] as const) {
      await inColourScheme(page, colorScheme)
      await expectNoAxeViolations(page)
      await lookAt(page, `edu-${name}-${String(size.width)}-${colorScheme}`, true)
    }
  }
}

test('not set up at the school: a calm explanation', async ({ page }) => {
  await fakeAcademic(page, {
    status: status({ configured: false, provider: null, connected: false, connectURL: null }),
  })
  await page.goto('/edu')
  await checkEveryWidth(page, 'not-configured', () =>
    expect(page.getByText(/hasn’t connected its learning system/)).toBeVisible(),
  )
})

test('not connected: Connect Canvas', async ({ page }) => {
  await fakeAcademic(page, { status: status({ connected: false }) })
  await page.goto('/edu')
  await checkEveryWidth(page, 'connect', () =>
    expect(page.getByRole('link', { name: 'Connect Canvas' })).toHaveAttribute('href', CONNECT_URL),
  )
})

test('refused: the Reconnect banner beside what still loads', async ({ page }) => {
  await fakeAcademic(page, { courses: [498, refusedBody] })
  await page.goto('/edu')
  await checkEveryWidth(page, 'revoked', async () => {
    await expect(page.getByRole('link', { name: 'Reconnect Canvas' })).toBeVisible()
    await expect(page.getByText('Reconnect Canvas to see this.')).toBeVisible()
  })
})

test('connected: Due next beside My courses on a laptop, one column on a phone', async ({
  page,
}) => {
  await fakeAcademic(page)
  await page.goto('/edu')
  const due = page.getByRole('region', { name: 'Due next' })
  const mine = page.getByRole('region', { name: 'My courses' })
  await checkEveryWidth(page, 'connected', () =>
    expect(page.getByRole('button', { name: 'Read more' })).toBeVisible(),
  )
  expect(await page.title()).not.toBe('pwned')
  const [dueBox, mineBox] = [await due.boundingBox(), await mine.boundingBox()]
  expect(mineBox?.y).toBe(dueBox?.y)
  await page.setViewportSize(widths[0])
  await expect
    .poll(async () => (await mine.boundingBox())?.y)
    .toBeGreaterThan(((await due.boundingBox())?.y ?? 0) + 50)
})

test('one block failing: an inline retry while the others show', async ({ page }) => {
  await fakeAcademic(page, { upcoming: [500, brokenBody] })
  await page.goto('/edu')
  await checkEveryWidth(page, 'partial', async () => {
    await expect(page.getByText('Due next did not load.')).toBeVisible()
    await expect(page.getByRole('link', { name: /Cell Biology/ })).toBeVisible()
  })
})

import { expect, test, type Page } from '../test.ts'
import { demo, DEMO_PASSWORD, login } from '../fixtures.ts'

/*
 * Decision 075: the pages ready for it come from the server whole, and the browser hydrates
 * them without drawing them again. With JavaScript off, each shows its first screen; a
 * hydration mismatch (main.tsx says it as a console error) fails the test.
 */
const SERVER_RENDERED = [
  { path: '/login', heading: 'Sign in', title: 'Sign in' },
  { path: '/forgot-password', heading: 'Reset your password', title: 'Forgot password' },
]

/** Console errors and uncaught exceptions of a page, from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, heading, title } of SERVER_RENDERED) {
    test(`${path} shows its first screen in the school’s colours`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByTestId('school-banner')).toHaveCSS(
        'background-color',
        demo.school.colour,
      )
      await expect(page).toHaveTitle(`${title} · ${demo.school.name}`)
      await expect(page.getByText('Loading…')).toHaveCount(0)
    })
  }

  test('a members-only page answers the sign-in page, with the way back', async ({ page }) => {
    await page.goto('/directory')
    await expect(page).toHaveURL('/login?redirect=%2Fdirectory')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page).toHaveTitle(`Sign in · ${demo.school.name}`)
  })

  test('a form sent without JavaScript puts nothing typed in the address', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill(demo.student.email)
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    // It posts, and the server answers with the same page (decision 075).
    await expect(page).toHaveURL('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  })
})

test('Enter pressed before the page’s JavaScript has run signs in once it has', async ({
  page,
}) => {
  // The page's modules are held until the form has been sent: what a slow phone does.
  let release = () => {}
  const modulesHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await modulesHeld
    await route.continue()
  })
  await page.goto('/login', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Email').fill(demo.student.email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByLabel('Password').press('Enter')
  await expect(page.locator('html')).not.toHaveAttribute('data-start')
  release()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome, ${demo.student.firstName}`,
  )
})

test('each server-rendered page hydrates without a mismatch and works', async ({ page }) => {
  const problems = problemsOf(page)
  for (const { path, heading } of SERVER_RENDERED) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrated')
  }
  await page.goto('/login?redirect=%2Fdirectory')
  await page.getByLabel('Email').fill(demo.student.email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/directory')
  expect(problems).toEqual([])
})

test('a signed-in student who opens the sign-in page is sent on by the server', async ({
  page,
}) => {
  await login(page, demo.student.email)
  const answer = await page.request.get('/login?redirect=%2Fevents', {
    headers: { accept: 'text/html' },
    maxRedirects: 0,
  })
  expect(answer.status()).toBe(302)
  expect(answer.headers().location).toBe('/events')
})

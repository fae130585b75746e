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

  test('the sign-in button waits for the page’s JavaScript', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled()
  })
})

test('each server-rendered page hydrates without a mismatch and works', async ({ page }) => {
  const problems = problemsOf(page)
  for (const { path, heading } of SERVER_RENDERED) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // Enabled once hydrated: the submit buttons wait for the page's JavaScript.
    await expect(page.locator('button[type="submit"]')).toBeEnabled()
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

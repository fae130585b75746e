import { test } from '@playwright/test'
import { demo, expectNoAxeViolations, login } from '../fixtures.ts'

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme })

    test('sign-in page has no WCAG 2.2 AA violations', async ({ page }) => {
      await page.goto('/login')
      await page.getByRole('heading', { level: 1 }).waitFor()
      await expectNoAxeViolations(page)
    })
  })
}

test('home has no WCAG 2.2 AA violations, light or dark', async ({ page }) => {
  // One login for both schemes: the server allows only 10 logins a minute per address.
  await login(page, demo.student.email)
  await page.goto('/')
  await page.getByRole('heading', { level: 1 }).waitFor()
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
})

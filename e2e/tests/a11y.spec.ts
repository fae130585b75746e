import { expect, test } from '@playwright/test'
import { demo, expectNoAxeViolations, login } from '../fixtures.ts'
import { embedRoutes, shellRoutes } from './shell-routes.ts'

const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

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

/*
 * Every route, at phone and laptop width, light and dark. One login per route: the server
 * throttles logins, and a route's four checks share the session.
 */
for (const { path, heading } of [...shellRoutes, ...embedRoutes]) {
  test(`${path} has no WCAG 2.2 AA violations at 390 and 1280 px, light or dark`, async ({
    page,
  }) => {
    await login(page, demo.student.email)
    for (const size of widths) {
      await page.setViewportSize(size)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        await expectNoAxeViolations(page)
      }
    }
  })
}

test('the open main menu has no WCAG 2.2 AA violations at either width', async ({ page }) => {
  await login(page, demo.student.email)
  for (const size of widths) {
    await page.setViewportSize(size)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('button', { name: 'Social Media' }).click()
    // Let the 200 ms slide-in finish so axe measures colours where they end up.
    await page.waitForTimeout(300)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await expectNoAxeViolations(page)
    }
  }
})

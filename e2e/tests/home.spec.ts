import { expect, test } from '../test.ts'
import { demo, login } from '../fixtures.ts'

test('home greets the user and logging out returns to sign in', async ({ page }) => {
  await login(page, demo.student.email)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome, ${demo.student.firstName}`,
  )
  await expect(page.getByRole('main')).toContainText(demo.school.name)

  // Log out lives in the main menu (spec 2 "MORE RESOURCES").
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/login?redirect=%2F')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()

  // The session is gone on the server too, not just forgotten by the page.
  await page.goto('/')
  await expect(page).toHaveURL('/login?redirect=%2F')
})

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

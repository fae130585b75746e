import { expect, test } from '../test.ts'
import { demo, DEMO_PASSWORD } from '../fixtures.ts'

test('a visitor who opens home is sent to sign in, with the way back', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL('/login?redirect=%2F')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByTestId('school-banner')).toContainText(demo.school.name)
})

test('signing in through the form lands on home in the school colours', async ({ page }) => {
  await page.goto('/login?redirect=%2F')
  await page.getByLabel('Email').fill(demo.student.email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome, ${demo.student.firstName}`,
  )
  await expect(page.getByTestId('school-banner')).toHaveCSS('background-color', demo.school.colour)
  await expect(page).toHaveTitle(`Home · ${demo.school.name}`)
})

test('a wrong password is announced and keeps the user on the form', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(demo.student.email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page.getByRole('alert')).toContainText('Email or password is incorrect')
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
})

test('the form works from the keyboard alone', async ({ page }) => {
  await page.goto('/login')
  // The form renders once the school has loaded; a Tab before that would land nowhere.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Email')).toBeFocused()
  await page.keyboard.type(demo.student.email)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password')).toBeFocused()
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome, ${demo.student.firstName}`,
  )
})

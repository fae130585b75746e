import { expect, test, type Browser, type Page } from '../test.ts'
import { DEMO_PASSWORD, login } from '../fixtures.ts'

/*
 * Issue 12 item 3: a password change ends the student's other sessions. This journey uses
 * a generated student of the demo school (seed 1001; same demo password) whom no other
 * spec signs in as: every named @demo.edu account is another spec's, and this one's
 * password changes. Each run starts from a fresh database, so it is never changed back.
 */
const student = { email: 'yolanda.abernathy.g6qw@example.edu', firstName: 'Yolanda' }
const NEW_PASSWORD = 'a new passphrase for Yolanda'

async function signedInPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await login(page, student.email)
  await page.goto(path)
  return page
}

async function signInWithForm(page: Page, password: string): Promise<void> {
  await page.getByLabel('Email').fill(student.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('changing the password signs the other browser out; only the new one signs in', async ({
  browser,
}) => {
  const here = await signedInPage(browser, '/settings/account')
  const elsewhere = await signedInPage(browser, '/')
  await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome, ${student.firstName}`,
  )

  const form = here.getByRole('region', { name: 'Change password' })
  await form.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD)
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByRole('status')).toContainText('Your other devices were signed out')
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('')

  // The other browser's next action finds its session ended (it may be signed out live already).
  await elsewhere.reload()
  await expect(elsewhere).toHaveURL(/\/login/)
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()

  // This browser stays signed in.
  await here.reload()
  await expect(here).toHaveURL('/settings/account')
  await expect(here.getByRole('region', { name: 'Change password' })).toBeVisible()

  // The old password no longer signs in; the new one does.
  await signInWithForm(elsewhere, DEMO_PASSWORD)
  await expect(elsewhere.getByRole('alert')).toContainText('Email or password is incorrect')
  await signInWithForm(elsewhere, NEW_PASSWORD)
  await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome, ${student.firstName}`,
  )
})

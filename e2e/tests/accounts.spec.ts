import { expect, test, type Browser, type Page } from '../test.ts'
import { demo, expectNoAxeViolations } from '../fixtures.ts'
import { linkInOutbox } from '../dev-outbox.ts'
import { invite, invitedStudent } from '../invitations.ts'

/**
 * Issue 14 "Onboarding and accounts" done when: the admin invites a new student, who opens
 * the emailed link, sets name and password, is signed in and asked for a photo on /welcome;
 * forgot password → reset → the old session ends → sign in with the new password. Axe on
 * every new page at 390 and 1280. The forms' detail is in the route-level tests beside the
 * routes; links' expiry, single use and the same answer for unknown addresses are server
 * tests (features/accounts/accounts.test.ts).
 */
const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }
const invitee = {
  email: `nia.${String(Date.now())}@demo.edu`,
  firstName: 'Nia',
  lastName: 'Okafor',
}
const FIRST_PASSWORD = 'a first long password'
const NEW_PASSWORD = 'a brand new password'

/** Axe at both widths, after `ready` shows. */
async function axeAtBothSizes(page: Page, ready: ReturnType<Page['getByRole']>) {
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size)
    await expect(ready).toBeVisible()
    await expectNoAxeViolations(page)
  }
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: desktop })
  return context.newPage()
}

test('an invited student accepts, is welcomed, then resets a forgotten password', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const admin = await newPage(browser, baseURL)
  await invite(admin, invitee)

  // The invitee opens the emailed link: names prefilled, a password to choose.
  const nia = await newPage(browser, baseURL)
  await nia.goto(await linkInOutbox(invitee.email, '/invitation'))
  const heading = nia.getByRole('heading', { name: `Welcome to ${demo.school.name}` })
  await axeAtBothSizes(nia, heading)
  await expect(nia.getByLabel('First name')).toHaveValue(invitee.firstName)
  await nia.getByLabel('Password', { exact: true }).fill('short')
  await nia.getByRole('button', { name: 'Set up my account' }).click()
  await expect(nia.getByText('Use at least 8 characters.')).toBeVisible()
  await expect(nia.getByLabel('Password', { exact: true })).toBeFocused()
  await nia.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD)
  await nia.getByRole('button', { name: 'Set up my account' }).click()

  // Signed in, and the first-run welcome asks for a photo.
  await expect(nia).toHaveURL(/\/welcome$/)
  const photoStep = nia.getByRole('heading', { name: 'Add a photo', level: 2 })
  await axeAtBothSizes(nia, photoStep)
  await expect(nia.getByRole('button', { name: /Choose a photo|Choose photo/ })).toBeVisible()
  await nia.getByRole('button', { name: 'Skip' }).click()
  await axeAtBothSizes(nia, nia.getByRole('heading', { name: 'Your interests', level: 2 }))
  await nia.getByRole('button', { name: 'Skip' }).click()
  await axeAtBothSizes(nia, nia.getByRole('heading', { name: 'Clubs and people', level: 2 }))
  await nia.getByRole('button', { name: 'Done' }).click()
  await expect(nia.getByRole('heading', { name: `Welcome, ${invitee.firstName}!` })).toHaveCount(0)
  await expect(nia).toHaveURL(/\/$/)
  // Done is remembered: home no longer sends her to the welcome.
  await nia.reload()
  await expect(
    nia.getByRole('heading', { level: 1, name: new RegExp(invitee.firstName) }),
  ).toBeVisible()
  await expect(nia).toHaveURL(/\/$/)

  // She forgets her password: from the login page in another browser.
  const other = await newPage(browser, baseURL)
  await other.goto('/login')
  await other.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(other).toHaveURL(/\/forgot-password$/)
  await axeAtBothSizes(other, other.getByRole('heading', { name: 'Reset your password' }))
  await other.getByLabel('Email').fill(invitee.email)
  await other.getByRole('button', { name: 'Send reset link' }).click()
  await axeAtBothSizes(other, other.getByRole('heading', { name: 'Check your email' }))

  await other.goto(await linkInOutbox(invitee.email, '/reset-password'))
  await axeAtBothSizes(other, other.getByRole('heading', { name: 'Choose a new password' }))
  await other.getByLabel('New password').fill(NEW_PASSWORD)
  await other.getByRole('button', { name: 'Save and sign in' }).click()
  await expect(other).toHaveURL(/\/$/)
  await expect(
    other.getByRole('heading', { level: 1, name: new RegExp(invitee.firstName) }),
  ).toBeVisible()

  // Her first browser's session ended with the reset: it is sent to sign in.
  await nia.goto('/settings/account')
  await expect(nia).toHaveURL(/\/login/)
  // The old password no longer works; the new one does.
  const old = await nia.request.post('/mobile_ws/v18/login', {
    data: { email: invitee.email, password: FIRST_PASSWORD },
  })
  expect(old.status()).toBe(401)
  await nia.getByLabel('Email').fill(invitee.email)
  await nia.getByLabel('Password').fill(NEW_PASSWORD)
  await nia.getByRole('button', { name: 'Sign in' }).click()
  await expect(nia).toHaveURL(/\/settings\/account$/)

  // The used reset link says so, and how to get a new one.
  await other.goto(await linkInOutbox(invitee.email, '/reset-password'))
  await other.getByLabel('New password').fill('yet another password')
  await other.getByRole('button', { name: 'Save and sign in' }).click()
  await axeAtBothSizes(other, other.getByRole('heading', { name: 'This link no longer works' }))
  await expect(other.getByRole('link', { name: 'Send me a new link' })).toBeVisible()
  for (const page of [admin, nia, other]) await page.context().close()
})

test('settings: an email change waits for the link sent to the new address', async ({ page }) => {
  // A fresh account of its own (no seeded student changes address under another spec).
  const email = `sam.${String(Date.now())}@demo.edu`
  await invitedStudent(page, { email, firstName: 'Sam', lastName: 'Reyes' }, FIRST_PASSWORD)

  await page.goto('/settings/account')
  const section = page.locator('section#change-email')
  await axeAtBothSizes(page, section.getByRole('heading', { name: 'Change email' }))
  const newEmail = `sam.new.${String(Date.now())}@demo.edu`
  await section.getByLabel('New email').fill(newEmail)
  await section.getByLabel('Current password').fill(FIRST_PASSWORD)
  await section.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(section.getByRole('status')).toHaveText(
    `Check ${newEmail} for the confirmation link.`,
  )
  await page.goto(await linkInOutbox(newEmail, '/verify-email'))
  await axeAtBothSizes(page, page.getByRole('heading', { name: 'Email changed' }))
  await expect(page.getByText(`You now sign in with ${newEmail}.`)).toBeVisible()
})

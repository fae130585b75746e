import { expect, test, type Page } from '../test.ts'
import {
  DEMO_PASSWORD,
  demoTotpCode,
  expectNoAxeViolations,
  rememberSession,
  totpCode,
} from '../fixtures.ts'
import { invitedStudent } from '../invitations.ts'

/**
 * Issue 18 item 2: a school admin signs in with their authenticator code through the
 * login form; the code step passes axe at 390 and 1280 px. A student turns the factor on
 * in Settings → Security (axe with the setup open), signs in with it, and turns it off.
 */
const ADMIN = 'admin@demo.edu'

test('an admin with TOTP signs in with a code; the code step passes axe', async ({ page }) => {
  test.slow()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByLabel('Email').fill(ADMIN)
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const field = page.getByLabel('Authentication code')
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code')
    await expectNoAxeViolations(page)

    // A wrong code is refused with a clear message.
    await field.fill('000000')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert')).toContainText('not right, or it was already used')

    // Each step's code is accepted once, and other specs sign in as the admin too: try
    // now and the next step, else wait for the step after.
    for (let attempt = 0; attempt < 6; attempt++) {
      const offset = attempt % 2
      if (attempt > 0 && offset === 0) {
        await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 200)
      }
      await field.fill(demoTotpCode(ADMIN, offset))
      await page.getByRole('button', { name: 'Verify' }).click()
      const left = await page
        .waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 4_000 })
        .then(() => true)
        .catch(() => false)
      if (left) break
    }
    await expect(page).not.toHaveURL(/\/login/)
  }
  // This step's codes are spent: the next specs that need the admin use this session.
  await rememberSession(page, ADMIN)
})

async function signOut(page: Page) {
  const tokens = (await (await page.request.get('/mobile_ws/v18/auth_tokens')).json()) as {
    csrfToken: string
  }
  const out = await page.request.post('/mobile_ws/v18/logout', {
    headers: { 'X-CG-CSRF-Token': tokens.csrfToken },
  })
  expect(out.ok()).toBe(true)
}

test('a student turns two-step sign-in on, signs in with a code, and turns it off', async ({
  page,
}) => {
  test.slow()
  // A fresh student of this spec's own: no other spec signs in as them.
  const student = {
    email: `tove.${String(Date.now())}@demo.edu`,
    firstName: 'Tove',
    lastName: 'Berg',
  }
  const password = 'a long enough password'
  await invitedStudent(page, student, password)

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/settings/security')
  const section = page.locator('section#two-step')
  await expect(section.getByText(/^Off\./)).toBeVisible()
  await section.getByRole('button', { name: 'Turn on' }).click()
  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible()
  const key = (await section.locator('code').innerText()).trim()
  expect(key).toMatch(/^[A-Z2-7]{16,}$/)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }

  await section.getByLabel('Authentication code').fill(totpCode(key))
  await section.getByRole('button', { name: 'Verify' }).click()
  const list = section.getByRole('list', { name: 'Save your recovery codes' })
  await expect(list.getByRole('listitem')).toHaveCount(10)
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts()
  await expect(section.getByText('On. Recovery codes left: 10.')).toBeVisible()

  // Signed out, the password alone no longer signs in: the code step follows.
  await signOut(page)
  await page.goto('/login')
  await page.getByLabel('Email').fill(student.email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const field = page.getByLabel('Authentication code')
  await expect(field).toBeFocused()
  // The setup's step was used: the next step's code is the next one accepted.
  await field.fill(totpCode(key, 1))
  await page.getByRole('button', { name: 'Verify' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))

  // Off again, with one of the recovery codes (a code of a later step would mean a wait).
  await page.goto('/settings/security')
  await expect(section.getByText('On. Recovery codes left: 10.')).toBeVisible()
  await section.getByLabel('Current code').fill(recoveryCodes[0]?.trim() ?? '')
  await section.getByRole('button', { name: 'Turn off' }).click()
  await expect(section.getByText(/^Off\./)).toBeVisible()
  await expect(section.getByRole('button', { name: 'Turn on' })).toBeVisible()
})

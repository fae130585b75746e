import { expect, test, type Browser, type Page } from '../test.ts'
import { demo, DEMO_PASSWORD, expectNoAxeViolations, login, lookAt } from '../fixtures.ts'

/**
 * Issue 14 item 2 "done when": the school admin imports a CSV of 2,000 generated students
 * (preview, then a progress bar to 100%), a student finds one of them in the directory,
 * importing the same file again changes nothing, and a suspended account's open session
 * ends at once. Axe on the People page and its dialogs at 390 and 1280 px. The page's
 * detail (filters in the URL, each dialog's checks) is in
 * apps/web/src/app/routes/admin-people.test.tsx.
 */
const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }
const ROWS = 2000
// A run's own names, so a retry against the same database imports afresh.
const run = Date.now().toString(36)
const shot = lookAt
const lastName = (i: number) => `Quill${run}n${String(i)}`

function csv(): Buffer {
  const lines = ['email,first_name,last_name,account_type,graduation_year']
  for (let i = 0; i < ROWS; i++) {
    lines.push(
      `imp${run}.${String(i)}@demo.edu,Zephyrine,${lastName(i)},student,${String(2027 + (i % 4))}`,
    )
  }
  return Buffer.from(lines.join('\n'))
}

async function signedIn(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL, viewport: desktop })
  const page = await context.newPage()
  await login(page, email)
  return page
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import students from a CSV file' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Chooses the file and runs the dry run; returns the dialog showing the preview. */
async function preview(page: Page, file: Buffer) {
  const dialog = await openImport(page)
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: file })
  await dialog.getByRole('button', { name: 'Check the file' }).click()
  await expect(dialog.getByRole('heading', { name: 'What the import will do' })).toBeVisible()
  return dialog
}

test('an admin imports 2,000 students the directory then finds; the same file again changes nothing', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const admin = await signedIn(browser, baseURL, 'admin@demo.edu')
  await admin.goto('/admin/people')
  await expect(admin.getByRole('heading', { level: 2, name: 'People' })).toBeVisible()
  await expectNoAxeViolations(admin)
  await shot(admin, 'page-1280')

  const file = csv()
  const dialog = await preview(admin, file)
  await expect(
    dialog.getByText(`${String(ROWS).replace(/\B(?=(\d{3})+$)/, ',')} new`),
  ).toBeVisible()
  await expect(dialog.getByText('0 with errors (skipped)')).toBeVisible()
  await expectNoAxeViolations(admin, 'dialog[open]')
  await shot(admin, 'preview-1280')
  await admin.setViewportSize(phone)
  await expectNoAxeViolations(admin, 'dialog[open]')
  await shot(admin, 'preview-390')
  await admin.setViewportSize(desktop)

  const started = Date.now()
  await dialog.getByRole('button', { name: 'Import 2,000 students' }).click()
  const bar = admin.getByRole('progressbar', { name: 'Import progress' })
  await expect(bar).toBeVisible()
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 120_000 })
  const took = Date.now() - started
  test.info().annotations.push({ type: 'import-2000-ms', description: String(took) })
  console.info(`2,000 rows imported in ${String(took)} ms (click to 100%)`)
  await expect(admin.getByText('2,000 new, 0 updated, 0 unchanged, 0 skipped.')).toBeVisible()
  await expectNoAxeViolations(admin, 'dialog[open]')
  await shot(admin, 'done-1280')
  await admin.getByRole('button', { name: 'Close', exact: true }).last().click()

  // A student searches the directory for one of them (invited people are listed).
  const student = await signedIn(browser, baseURL, demo.student.email)
  await student.goto(`/directory?q=${lastName(1234)}`)
  await expect(student.getByText(`Zephyrine ${lastName(1234)}`).first()).toBeVisible({
    timeout: 30_000,
  })

  // The same file again: every row unchanged, in the preview and the import.
  const again = await preview(admin, file)
  await expect(again.getByText('2,000 unchanged')).toBeVisible()
  await again.getByRole('button', { name: 'Import 2,000 students' }).click()
  await expect(admin.getByText('0 new, 0 updated, 2,000 unchanged, 0 skipped.')).toBeVisible({
    timeout: 120_000,
  })
})

test('suspending a student ends their open session; the People page passes axe at 390 and 1280', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  // staff@demo.edu: a seeded account no other suite signs in as, so its suspension
  // (lifted at the end) cannot disturb them.
  const email = 'staff@demo.edu'
  const victim = await signedIn(browser, baseURL, email)
  await victim.goto('/directory')
  await expect(victim.getByRole('searchbox', { name: 'Search the directory' })).toBeVisible()

  const admin = await signedIn(browser, baseURL, 'admin@demo.edu')
  await admin.goto(`/admin/people?q=${email}`)
  const actions = admin.getByRole('button', { name: /^Actions for / })
  await expect(actions).toHaveCount(1)
  await actions.click()
  await admin.getByRole('menuitem', { name: 'Suspend' }).click()
  const dialog = admin.getByRole('dialog', { name: /^Suspend / })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(admin, 'dialog[open]')
  await dialog.getByLabel('Days (1–365)').fill('3')
  await dialog.getByLabel(/Note for staff/).fill('e2e: suspended and lifted by the test')
  await shot(admin, 'suspend-1280')
  await dialog.getByRole('button', { name: 'Suspend' }).click()
  await expect(admin.getByText(/^Suspended until /)).toBeVisible()

  // Their open session has ended: the next load asks them to sign in, and signing in is refused.
  await victim.reload()
  await expect(victim.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  const refused = await victim.request.post('/mobile_ws/v18/login', {
    data: { email, password: DEMO_PASSWORD },
  })
  expect(refused.status()).toBe(403)

  // Lift it (the menu now offers Reactivate); the page passes axe at both widths.
  await admin.getByRole('button', { name: /^Actions for / }).click()
  await admin.getByRole('menuitem', { name: 'Reactivate' }).click()
  await expect(admin.getByText(/can sign in again/)).toBeVisible()
  await admin.goto('/admin/people')
  await expect(admin.getByRole('button', { name: /^Actions for / }).first()).toBeVisible()
  await expectNoAxeViolations(admin)
  for (const viewport of [phone, desktop]) {
    await admin.setViewportSize(viewport)
    await admin.getByRole('button', { name: 'Invite' }).click()
    await expect(admin.getByRole('dialog', { name: 'Invite someone' })).toBeVisible()
    await expectNoAxeViolations(admin, 'dialog[open]')
    await admin.keyboard.press('Escape')
    await admin
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click()
    await admin.getByRole('menuitem', { name: 'Change roles' }).click()
    await expect(admin.getByRole('dialog', { name: /^Roles of / })).toBeVisible()
    await expectNoAxeViolations(admin, 'dialog[open]')
    await admin.keyboard.press('Escape')
    await admin
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click()
    await admin.getByRole('menuitem', { name: 'Change account type' }).click()
    await expect(admin.getByRole('dialog', { name: /^Account type of / })).toBeVisible()
    await expectNoAxeViolations(admin, 'dialog[open]')
    await admin.keyboard.press('Escape')
    if (viewport === phone) {
      await expectNoAxeViolations(admin)
      await shot(admin, 'page-390')
    }
  }
})

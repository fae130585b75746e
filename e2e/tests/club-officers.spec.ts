import { expect, test, type Browser, type Page } from '../test.ts'
import { clubIdOf, leaveClub } from '../club-helpers.ts'
import { demo, expectNoAxeViolations, login } from '../fixtures.ts'
import { bell, panel } from '../notification-helpers.ts'

/**
 * Issue 14 "Officers run their club" (decision 031): Maya runs the closed Film Society
 * alone (demo seed). Jonah asks to join and sees "Request sent"; Maya approves him from
 * the club's Manage area and he is told; she messages all members and he sees it; she
 * cannot step down as the last officer, then makes Jonah an officer. Axe at 390 and
 * 1280 px on the Manage area and its dialog. The detail is in club.test.tsx and
 * apps/server/src/features/clubs/members.test.ts.
 */
const CLOSED_CLUB = 'Film Society'
const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }

async function openBrowser(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL, viewport: desktop })
  const page = await context.newPage()
  await login(page, email)
  return page
}

/** Axe on the Manage area (or a dialog) at both widths. */
async function axeBothWidths(page: Page, within: string): Promise<void> {
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size)
    await expectNoAxeViolations(page, within)
  }
}

/** Opens the page's notifications and expects an item with this text. */
async function expectNotified(page: Page, text: string): Promise<void> {
  await page.goto('/')
  await bell(page).click()
  await expect(panel(page).getByText(text).first()).toBeVisible()
  await page.keyboard.press('Escape')
}

test('Maya approves a request to her closed club, messages all members and keeps an officer', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const maya = await openBrowser(browser, baseURL, demo.student.email)
  const jonah = await openBrowser(browser, baseURL, demo.friend.email)
  const clubId = await clubIdOf(maya, CLOSED_CLUB)
  // From the seed's state, even on a retry: Jonah neither in the club nor waiting.
  await leaveClub(jonah, clubId)

  // Jonah asks to join: the closed club says "Request sent".
  await jonah.goto(`/_/_/clubs/${clubId}`)
  await jonah.getByRole('button', { name: `Request to join ${CLOSED_CLUB}` }).click()
  await expect(jonah.getByText('Request sent')).toBeVisible()
  await expect(
    jonah.getByRole('button', { name: `Cancel your request to join ${CLOSED_CLUB}` }),
  ).toBeFocused()

  // Maya's Manage area lists the request; she approves it.
  await maya.goto(`/_/_/clubs/${clubId}`)
  const manage = maya.getByRole('region', { name: 'Manage the club' })
  await expect(manage.getByRole('switch', { name: 'Closed membership' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  const approve = manage.getByRole('button', { name: 'Approve Jonah Okafor' })
  await expect(approve).toBeVisible()
  await axeBothWidths(maya, '[aria-labelledby="club-manage"]')
  await approve.click()
  await expect(manage.getByText('Jonah Okafor is now a member.')).toBeAttached()
  const members = manage.getByRole('list', { name: 'Members' })
  const jonahRow = members.getByRole('listitem').filter({ hasText: 'Jonah Okafor' })
  await expect(jonahRow.getByText('Member', { exact: true })).toBeVisible()
  await expectNotified(jonah, `Your request to join ${CLOSED_CLUB} was approved`)

  // The last officer cannot step down: the server says why.
  await manage.getByRole('button', { name: 'Step down' }).click()
  await expect(manage.getByRole('alert')).toContainText('A club needs at least one officer')

  // Message all members: the dialog passes axe, checks its fields, and Jonah is told.
  await manage.getByRole('button', { name: 'Message all members' }).click()
  const dialog = maya.getByRole('dialog', { name: 'Message all members' })
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toBeVisible()
  await axeBothWidths(maya, 'dialog[open]')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog.getByText('Write a subject')).toBeVisible()
  const subject = `Screening ${String(Date.now())}`
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject)
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Friday 19:00 in the auditorium.')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeHidden()
  await expect(manage.getByText(/Your message was sent to \d+ members?\./)).toBeVisible()
  await expectNotified(jonah, subject)

  // Maya makes Jonah an officer from his row's menu.
  await jonahRow.getByRole('button', { name: 'Actions for Jonah Okafor' }).click()
  await maya.getByRole('menuitem', { name: 'Make officer' }).click()
  await expect(jonahRow.getByText('Officer', { exact: true })).toBeVisible()
  await axeBothWidths(maya, '[aria-labelledby="club-manage"]')

  // Back to the seed's state for the rest of the run.
  await jonahRow.getByRole('button', { name: 'Actions for Jonah Okafor' }).click()
  await maya.getByRole('menuitem', { name: 'Remove from club' }).click()
  await expect(members.getByText('Jonah Okafor')).toHaveCount(0)
})

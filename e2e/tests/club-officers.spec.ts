import { expect, test, type Browser, type Page } from '../test.ts'
import { clubIdOf, leaveClub } from '../club-helpers.ts'
import {
  demo,
  expectNoAxeViolations,
  expectNoAxeViolationsLightAndDark,
  login,
  lookAt,
} from '../fixtures.ts'
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

/**
 * Maya's and Jonah's pages, and Jonah's request to join her closed club, from the seed's
 * state even on a retry (he is neither in the club nor waiting first): "Request sent".
 */
async function jonahAsksToJoin(browser: Browser, baseURL: string | undefined) {
  const maya = await openBrowser(browser, baseURL, demo.student.email)
  const jonah = await openBrowser(browser, baseURL, demo.friend.email)
  const clubId = await clubIdOf(maya, CLOSED_CLUB)
  await leaveClub(jonah, clubId)
  await jonah.goto(`/_/_/clubs/${clubId}`)
  await jonah.getByRole('button', { name: `Request to join ${CLOSED_CLUB}` }).click()
  await expect(jonah.getByText('Request sent')).toBeVisible()
  return { maya, jonah, clubId }
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
  const { maya, jonah, clubId } = await jonahAsksToJoin(browser, baseURL)
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

test('Maya hands the club over: Jonah runs it at once, she until the day she chose, then she calls it off', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  // Jonah joins (Maya approves his request), as in the test above.
  const { maya, jonah, clubId } = await jonahAsksToJoin(browser, baseURL)
  await maya.goto(`/_/_/clubs/${clubId}`)
  const manage = maya.getByRole('region', { name: 'Manage the club' })
  await manage.getByRole('button', { name: 'Approve Jonah Okafor' }).click()
  await expect(manage.getByText('Jonah Okafor is now a member.')).toBeAttached()

  // The hand-over section and its dialog pass axe at both widths, light and dark.
  const section = maya.getByRole('region', { name: 'Officer hand-over' })
  await expect(section.getByRole('button', { name: 'Plan a hand-over' })).toBeVisible()
  for (const size of [phone, desktop]) {
    await maya.setViewportSize(size)
    await expectNoAxeViolationsLightAndDark(maya, '[aria-labelledby="manage-handover"]')
  }
  await section.getByRole('button', { name: 'Plan a hand-over' }).click()
  const dialog = maya.getByRole('dialog', { name: 'Officer hand-over' })
  const takeOver = dialog.getByRole('group', { name: 'Who takes over' })
  // The list holds a handful of members: the field finds the others.
  await takeOver.getByRole('searchbox', { name: 'Find a member' }).fill('Jonah')
  await expect(takeOver.getByRole('checkbox', { name: 'Jonah Okafor' })).toBeVisible()
  for (const size of [phone, desktop]) {
    await maya.setViewportSize(size)
    await expectNoAxeViolationsLightAndDark(maya, 'dialog[open]')
  }
  await lookAt(maya, 'club-handover-dialog')
  await takeOver.getByRole('checkbox', { name: 'Jonah Okafor' }).check()
  await dialog
    .getByRole('group', { name: 'Who steps down' })
    .getByRole('checkbox', { name: 'Maya Patel' })
    .check()
  await dialog.getByRole('button', { name: 'Save hand-over' }).click()
  await expect(dialog).toBeHidden()
  await expect(section.getByText('The hand-over is planned.')).toBeVisible()
  await expect(section.getByText(/^Maya Patel steps down on .+\.$/)).toBeVisible()
  await lookAt(maya, 'club-handover-waiting')

  // Jonah is an officer now: his page has the Manage area. Maya still has hers.
  await jonah.goto(`/_/_/clubs/${clubId}`)
  await expect(jonah.getByRole('region', { name: 'Manage the club' })).toBeVisible()
  await expect(manage).toBeVisible()

  // Called off: everyone keeps their role; back to the seed's state for the rest of the run.
  await section.getByRole('button', { name: 'Call off' }).click()
  await expect(
    section.getByText('The hand-over was called off. Everyone keeps their role.'),
  ).toBeVisible()
  const members = manage.getByRole('list', { name: 'Members' })
  const jonahRow = members.getByRole('listitem').filter({ hasText: 'Jonah Okafor' })
  await jonahRow.getByRole('button', { name: 'Actions for Jonah Okafor' }).click()
  await maya.getByRole('menuitem', { name: 'Remove from club' }).click()
  await expect(members.getByText('Jonah Okafor')).toHaveCount(0)
})

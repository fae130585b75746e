import { expect, test, type Browser } from '../test.ts'
import {
  demo,
  expectNoAxeViolationsLightAndDark,
  login,
  realtimeHello,
  uidOf,
} from '../fixtures.ts'
import { bell, emailsTo, markAllRead, panel, requestConnection } from '../notification-helpers.ts'

/**
 * Issue 7 "Done when": a connection request lights the bell in the other student's open
 * browser, an email lands in the outbox, and switching the preference off stops it. Amara,
 * Theo and Sofia are seeded for this spec alone. The panel's detail (read and unread, "Why
 * did I get this?", Escape, Mark all as read, Delete, empty and error states, paging) is in
 * the route-level tests beside the bell (apps/web/src/app/shell/notification-bell.test.tsx);
 * that switching email off sends no email is a server test (notifications.test.ts).
 */
const { sender, receiver, third } = demo.notify
const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }
/** Issue 7: live within a second. Recorded, not asserted: a loaded machine may be slower. */
const LIVE_GOAL_MS = 1_000
// The server's email loop runs every 5 s; a busy machine may need a few turns.
const EMAIL_WITHIN_MS = 30_000

/** A student in a browser of their own (a context: their own cookies and socket). */
async function openBrowser(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL, viewport: desktop })
  const page = await context.newPage()
  await login(page, email)
  return page
}

test('a connection request lights the bell live, opens its subject, emails, and stops when switched off', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const amara = await openBrowser(browser, baseURL, sender.email)
  const theo = await openBrowser(browser, baseURL, receiver.email)
  const theoUid = await uidOf(amara, receiver.lastName, receiver.firstName)
  const amaraUid = await uidOf(theo, sender.lastName, sender.firstName)
  const emailsBefore = await emailsTo(receiver.email, 'wants to connect')

  // Theo has Quad open, socket up, nothing unread.
  const hello = realtimeHello(theo)
  await theo.goto('/')
  await hello
  await bell(theo).waitFor()
  await markAllRead(theo)

  // Amara asks to connect; Theo's bell counts it without a reload.
  await amara.goto(`/directory?profile=${theoUid}`)
  const card = amara.getByRole('dialog', { name: /^Theo Laurent/ })
  const connect = card.getByRole('button', { name: 'Connect' })
  await connect.waitFor()
  const sentAt = Date.now()
  await connect.click()
  await expect(bell(theo)).toHaveAccessibleName('Notifications, 1 unread')
  const litAfter = Date.now() - sentAt
  test.info().annotations.push({
    type: `bell lit after (ms), goal ${String(LIVE_GOAL_MS)}`,
    description: String(litAfter),
  })
  await expect(theo.getByTestId('notification-badge')).toHaveText('1')

  // The real dialog: the item is there; Escape closes the panel and focus returns to the bell.
  await bell(theo).click()
  const item = panel(theo).getByRole('listitem').first()
  await expect(
    item.getByRole('link', { name: 'Unread: Amara Nwosu wants to connect' }),
  ).toBeVisible()
  await theo.keyboard.press('Escape')
  await expect(panel(theo)).toBeHidden()
  await expect(bell(theo)).toBeFocused()

  // Opening the item lands on Amara's profile and marks it read, on the server too.
  await bell(theo).click()
  await panel(theo)
    .getByRole('link', { name: /Amara Nwosu wants to connect/ })
    .click()
  await expect(theo).toHaveURL(`/student_profile?uid=${amaraUid}`)
  await expect(panel(theo)).toBeHidden()
  await expect(bell(theo)).toHaveAccessibleName('Notifications')
  await theo.reload()
  await bell(theo).click()
  await expect(
    panel(theo).getByRole('link', { name: 'Amara Nwosu wants to connect', exact: true }),
  ).toBeVisible()
  await theo.keyboard.press('Escape')

  // The email lands in the outbox.
  await expect
    .poll(() => emailsTo(receiver.email, 'wants to connect'), { timeout: EMAIL_WITHIN_MS })
    .toBe(emailsBefore + 1)

  // Theo switches Connection requests off for In-app and Email, in Settings; saved at once.
  await theo.goto('/settings#notifications')
  // By id: the toast region is also named "Notifications".
  const section = theo.locator('section#notifications')
  await expect(section.getByRole('heading', { name: 'Notifications', level: 2 })).toBeFocused()
  const general = section.getByRole('table', { name: 'General notifications' })
  for (const platform of ['In-app', 'Email']) {
    const toggle = general.getByRole('switch', { name: `Connection requests: ${platform}` })
    await expect(toggle).toBeChecked()
    await toggle.click()
    await expect(toggle).not.toBeChecked()
    await expect(section.getByRole('status')).toHaveText('Saved.')
  }
  // Push is delivered (issue 34), on by default, to the devices Theo turns it on for.
  await expect(
    general.getByRole('switch', { name: 'Connection requests: Mobile push' }),
  ).toBeChecked()
  await theo.reload()
  await expect(
    general.getByRole('switch', { name: 'Connection requests: In-app' }),
  ).not.toBeChecked()
  await expect(
    general.getByRole('switch', { name: 'Connection requests: Email' }),
  ).not.toBeChecked()

  // Sofia asks Theo now: no list item (made, or not, in the request's own transaction), so
  // nothing for the bell to count.
  const sofia = await openBrowser(browser, baseURL, third.email)
  const again = realtimeHello(theo)
  await theo.goto('/')
  await again
  await requestConnection(sofia, theoUid, 'Theo Laurent')
  await bell(theo).click()
  await expect(
    panel(theo)
      .getByRole('listitem')
      .filter({ hasText: /wants to connect/ }),
  ).toHaveCount(1)
  await expect(panel(theo).getByText(/Sofia Marques/)).toHaveCount(0)
  await expect(bell(theo)).toHaveAccessibleName('Notifications')

  await sofia.context().close()
  await amara.context().close()
  await theo.context().close()
})

test('the open panel, an item and its explanation pass axe at 390 and 1280, light and dark', async ({
  browser,
  baseURL,
}) => {
  // Two students sign in (Argon2id each) and two browser contexts open.
  test.slow()
  const sofia = await openBrowser(browser, baseURL, third.email)
  const amara = await openBrowser(browser, baseURL, sender.email)
  const amaraUid = await uidOf(sofia, sender.lastName, sender.firstName)
  // Sofia asks Amara; Amara's panel has an item to show.
  await requestConnection(sofia, amaraUid, 'Amara Nwosu')
  const storageState = await amara.context().storageState()
  await amara.context().close()
  await sofia.context().close()
  // A context per width (resizing would close the panel 351 ms later, spec 4); the page
  // behind the modal panel is the home page, which a11y.spec.ts checks whole.
  for (const viewport of [phone, desktop]) {
    const context = await browser.newContext({ baseURL, viewport, storageState })
    const page = await context.newPage()
    await page.goto('/')
    await bell(page).click()
    const item = panel(page).getByRole('listitem').first()
    await item.getByRole('button', { name: 'Actions for this notification' }).click()
    await item.getByRole('button', { name: 'Why did I get this?' }).click()
    await expect(item.getByText(/^Because General → Connection requests/)).toBeVisible()
    await expectNoAxeViolationsLightAndDark(page, 'dialog[open]')
    await context.close()
  }
})

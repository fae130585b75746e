import { expect, test, type Browser, type Locator, type Page } from '../test.ts'
import { DEMO_PASSWORD, demo, expectNoAxeViolations, login, north, uidOf } from '../fixtures.ts'

/**
 * Issue 5 "Done when": two students go through every transition from the card, by mouse
 * and by keyboard, in two browsers at once; spec 4 buttons and focus moves, spec 8/9 texts.
 * Axe checks what the card dialog adds (dialog[open]); the directory behind it is checked
 * whole in a11y.spec.ts.
 * The run's other tests share the seed: this one leaves Maya and Jonah unconnected and
 * unblocked, and keeps the block short (directory.spec.ts searches for Jonah as Maya).
 */
const desktop = { width: 1280, height: 800 }
const PENDING_QUESTION = 'Are you sure you want to remove this pending connection request?'

async function signedIn(browser: Browser, origin: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: desktop })
  const page = await context.newPage()
  await login(page, email)
  return page
}

/** State changes need the session's CSRF header (spec 7), as the app sends it. */
async function unblock(page: Page, uid: string): Promise<void> {
  const tokens = (await (await page.request.get('/mobile_ws/v18/auth_tokens')).json()) as {
    csrfToken: string
  }
  const response = await page.request.delete(`/mobile_ws/v18/blocks/${uid}`, {
    headers: { 'X-CG-CSRF-Token': tokens.csrfToken },
  })
  expect(response.status()).toBe(204)
}

const card = (page: Page, name: string) =>
  page.getByRole('dialog', { name: new RegExp(`^${name}`) })
const actions = (scope: Locator, name: string) =>
  scope.getByRole('group', { name: `Connection with ${name}` })

async function openCard(page: Page, uid: string, name: string): Promise<Locator> {
  await page.goto(`/directory?profile=${uid}`)
  const dialog = card(page, name)
  // A cold card (profile, photo, connection state) took over 10 s once at load 32 (decision 018).
  await expect(dialog.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 })
  return actions(dialog, name)
}

test('two students connect, accept, disconnect, cancel, reject and block from the card', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const origin = baseURL ?? ''
  const maya = await signedIn(browser, origin, demo.student.email)
  const jonah = await signedIn(browser, origin, demo.friend.email)
  const jonahUid = await uidOf(maya, 'Okafor', 'Jonah')
  const mayaUid = await uidOf(jonah, 'Patel', 'Maya')

  // Maya finds Jonah in the directory: not connected, so Connect and Add a note (spec 4).
  await maya.goto('/directory?q=Okafor')
  await maya
    .getByRole('region', { name: 'Results' })
    .getByRole('link', { name: /^Jonah Okafor/ })
    .click()
  let mine = actions(card(maya, 'Jonah Okafor'), 'Jonah Okafor')
  await expect(mine.getByRole('button', { name: 'Connect' })).toBeVisible()
  await expectNoAxeViolations(maya, 'dialog[open]')

  // Request with a note → Pending; focus on Pending's Remove Connection.
  await mine.getByRole('button', { name: 'Add a note' }).click()
  const note = mine.getByLabel('Note to Jonah (optional)')
  await expect(note).toBeFocused()
  await note.fill('Hi Jonah, we met at the hiking club.')
  await mine.getByRole('button', { name: 'Send request' }).click()
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible()
  await expect(mine.getByRole('button', { name: 'Remove Connection' })).toBeFocused()
  await expectNoAxeViolations(maya, 'dialog[open]')

  // Jonah sees the request and its note; Accept → Message, focused.
  let theirs = await openCard(jonah, mayaUid, 'Maya Patel')
  await expect(theirs.getByText('Hi Jonah, we met at the hiking club.')).toBeVisible()
  await expectNoAxeViolations(jonah, 'dialog[open]')
  await theirs.getByRole('button', { name: 'Accept' }).click()
  const jonahMessage = theirs.getByRole('link', { name: 'Message' })
  await expect(jonahMessage).toBeFocused()
  await expect(jonahMessage).toHaveAttribute('href', `/chat?with=${mayaUid}`)

  // Maya's card, refreshed: Message and the menu.
  await maya.reload()
  mine = actions(card(maya, 'Jonah Okafor'), 'Jonah Okafor')
  const message = mine.getByRole('link', { name: 'Message' })
  await expect(message).toBeVisible()
  await expectNoAxeViolations(maya, 'dialog[open]')

  // Remove Connection through the menu by keyboard alone (APG menu button).
  await message.focus()
  await maya.keyboard.press('Tab')
  const menuButton = mine.getByRole('button', { name: 'More actions for Jonah' })
  await expect(menuButton).toBeFocused()
  await maya.keyboard.press('Enter')
  // The menu is rendered at the end of the card's dialog (a React Aria popover), not inside
  // the button's group: the button names it (aria-labelledby) and controls it.
  const menu = card(maya, 'Jonah Okafor').getByRole('menu', { name: 'More actions for Jonah' })
  await expect(menu).toBeVisible()
  await expect(menuButton).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? '')
  // Escape closes only the menu, not the card around it, and focus returns to the button.
  await maya.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()
  await maya.keyboard.press('Enter')
  await expect(menu.getByRole('menuitem', { name: 'View Profile' })).toBeFocused()
  await expect(menu.getByRole('menuitem', { name: 'View Profile' })).toHaveAttribute(
    'href',
    `/student_profile?uid=${jonahUid}`,
  )
  await expectNoAxeViolations(maya, 'dialog[open]')
  await maya.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Remove Connection' })).toBeFocused()
  await maya.keyboard.press('Enter')
  await expect(mine.getByRole('button', { name: 'Connect' })).toBeFocused()

  // Request, then cancel it: spec 9's confirmation first; Cancel keeps it and returns focus.
  await mine.getByRole('button', { name: 'Connect' }).click()
  const removePending = mine.getByRole('button', { name: 'Remove Connection' })
  await expect(removePending).toBeFocused()
  await removePending.click()
  const confirm = maya.getByRole('dialog', { name: 'Remove Connection' })
  await expect(confirm).toContainText(PENDING_QUESTION)
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectNoAxeViolations(maya, 'dialog[open]')
  await maya.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(card(maya, 'Jonah Okafor')).toBeVisible()
  await expect(removePending).toBeFocused()
  await removePending.click()
  await confirm.getByRole('button', { name: 'Remove Connection' }).click()
  await expect(mine.getByRole('button', { name: 'Connect' })).toBeFocused()

  // Maya asks once more; Jonah declines with Delete → Connect on his side.
  await mine.getByRole('button', { name: 'Connect' }).click()
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible()
  await jonah.reload()
  theirs = actions(card(jonah, 'Maya Patel'), 'Maya Patel')
  await theirs.getByRole('button', { name: 'Delete' }).click()
  await expect(theirs.getByRole('button', { name: 'Connect' })).toBeFocused()

  // Jonah blocks Maya: a confirmation that says what happens, then the card closes.
  try {
    await theirs.getByRole('button', { name: 'More actions for Maya' }).click()
    await card(jonah, 'Maya Patel').getByRole('menuitem', { name: 'Block' }).click()
    const blockDialog = jonah.getByRole('dialog', { name: 'Block Maya Patel?' })
    await expect(blockDialog).toContainText('will no longer find you')
    // The menu closed before its item ran, so the dialog it opened keeps focus.
    await expect(blockDialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expectNoAxeViolations(jonah, 'dialog[open]')
    await blockDialog.getByRole('button', { name: 'Block' }).click()
    await expect(card(jonah, 'Maya Patel')).toBeHidden()
    await expect(jonah).not.toHaveURL(/profile=/)
    await expect(jonah.getByText('Blocked Maya Patel.')).toBeVisible()

    // Maya can no longer find Jonah.
    await maya.goto('/directory?q=Okafor')
    await expect(maya.getByText(/ found\.$|^No one matches yet$/).first()).toBeVisible()
    await expect(maya.getByRole('link', { name: /^Jonah Okafor/ })).toHaveCount(0)
  } finally {
    // The settings page (another issue) will host the Unblock list; the API for now.
    await unblock(jonah, mayaUid)
  }
  // The directory hears of Jonah's unblock through its change feed (decision 012), read just
  // after his request answered: Maya's next search finds him once it has (seconds under load).
  const found = maya
    .getByRole('region', { name: 'Results' })
    .getByRole('link', { name: /^Jonah Okafor/ })
  await expect(async () => {
    await maya.reload()
    await expect(found).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  mine = await openCard(maya, jonahUid, 'Jonah Okafor')
  await expect(mine.getByRole('button', { name: 'Connect' })).toBeVisible()

  await maya.context().close()
  await jonah.context().close()
})

test('one’s own card has only View Profile', async ({ page }) => {
  await login(page, demo.student.email)
  await page.goto('/embed/profile')
  const own = actions(page.locator('body'), 'Maya Patel')
  await expect(own.getByRole('link', { name: 'View Profile' })).toBeVisible()
  await expect(own.getByRole('button')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('North College (connect off) shows Message only', async ({ page }) => {
  // Node cannot resolve north.localhost (Chromium can): sign in through the form.
  await page.setViewportSize(desktop)
  await page.goto(`${north.origin}/login`)
  await page.getByLabel('Email').fill(north.student.email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible()
  await page.goto(`${north.origin}/directory`)
  await page
    .getByRole('region', { name: 'Results' })
    .getByRole('link')
    .filter({ hasNotText: north.student.firstName })
    .first()
    .click()
  const group = page.getByRole('dialog').getByRole('group', { name: /^Connection with / })
  await expect(group.getByRole('link', { name: 'Message' })).toBeVisible()
  for (const name of ['Connect', 'Accept', 'Delete', 'Remove Connection']) {
    await expect(group.getByRole('button', { name })).toHaveCount(0)
  }
  await expect(group.getByText('Pending', { exact: true })).toHaveCount(0)
  await expectNoAxeViolations(page, 'dialog[open]')
})

import { expect, type Page } from '@playwright/test'
import { outboxEmails } from './dev-outbox.ts'

/**
 * How many emails to `address` the development file outbox (/dev/outbox) holds; with
 * `about`, only those that say it (other specs' school-wide posts email everyone too).
 */
export async function emailsTo(address: string, about?: string): Promise<number> {
  const emails = await outboxEmails()
  return emails.filter(
    (email) => email.includes(`To: ${address}`) && (!about || email.includes(about)),
  ).length
}

/**
 * Starts a student's bell from nothing unread: a school-wide post another spec made
 * (issue 16, `schoolFeedPosts`) reaches every student, the ones a spec owns too.
 */
export async function markAllRead(page: Page): Promise<void> {
  // The unread count arrives after the page: read the bell once it has.
  await page.waitForLoadState('networkidle')
  if ((await bell(page).getAttribute('aria-label')) === 'Notifications') return
  await bell(page).click()
  await panel(page).getByRole('button', { name: 'Mark all as read' }).click()
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
}

/** Sends a connection request from the card, as a student would. */
export async function requestConnection(page: Page, uid: string, name: string): Promise<void> {
  await page.goto(`/directory?profile=${uid}`)
  const card = page.getByRole('dialog', { name: new RegExp(`^${name}`) })
  const actions = card.getByRole('group', { name: `Connection with ${name}` })
  await actions.getByRole('button', { name: 'Connect' }).click()
  await expect(actions.getByText('Pending', { exact: true })).toBeVisible()
}

export const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })
export const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' })

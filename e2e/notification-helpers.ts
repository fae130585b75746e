import { expect, type Page } from '@playwright/test'

/** How many emails to `address` the development file outbox (/dev/outbox) holds. */
export async function emailsTo(page: Page, address: string): Promise<number> {
  const response = await page.request.get('/dev/outbox')
  expect(response.status()).toBe(200)
  const html = await response.text()
  return html.split('<article>').filter((email) => email.includes(`To: ${address}`)).length
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

import { expect } from '@playwright/test'
import { signedInRequest } from './fixtures.ts'

/**
 * The development outbox (/dev/outbox) as the demo school's admin reads it: only the
 * school's signed-in admins and staff may (issue 30 security 1). Each email's raw text,
 * newest first, quoted-printable soft breaks undone.
 */
export async function outboxEmails(): Promise<string[]> {
  const admin = await signedInRequest('admin@demo.edu')
  const response = await admin.get('/dev/outbox')
  expect(response.status()).toBe(200)
  const html = await response.text()
  return html
    .split('<article>')
    .slice(1)
    .map((email) => email.replace(/=\r?\n/g, ''))
}

/** The newest link to `page` (`/invitation`, `/reset-password`) in an email to `to`. */
export async function linkInOutbox(to: string, path: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const email = (await outboxEmails()).find((part) => part.includes(`To: ${to}`))
        const match = new RegExp(`${path}/([\\w-]{20,})`).exec(email ?? '')
        link = match ? `${path}/${match[1] ?? ''}` : ''
        return link
      },
      { timeout: 20_000 },
    )
    .not.toBe('')
  return link
}

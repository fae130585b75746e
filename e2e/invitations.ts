import { expect, type Page } from '@playwright/test'
import { linkInOutbox } from './dev-outbox.ts'
import { login } from './fixtures.ts'

/*
 * Fresh students of a spec's own, invited by the demo's school admin (issue 14): no seeded
 * student changes under another spec. Shared by accounts.spec.ts and second-factor.spec.ts.
 */

export interface Invitee {
  email: string
  firstName: string
  lastName: string
}

/** The school admin invites, through the People page's API call from their own session. */
export async function invite(page: Page, person: Invitee) {
  await login(page, 'admin@demo.edu')
  const tokens = await page.request.get('/mobile_ws/v18/auth_tokens')
  const { jwt } = (await tokens.json()) as { jwt: string }
  const invited = await page.request.post('/api/v1/admin/invitations', {
    headers: { authorization: `Bearer ${jwt}` },
    data: { ...person, accountType: 'student' },
  })
  expect(invited.status()).toBe(201)
  // The page is the invitee's from now on. The admin's session is only forgotten here, not
  // ended: the worker's other admin sign-ins reuse it (fixtures.ts, signedInRequest).
  await page.context().clearCookies()
}

/** Invites `person` and accepts with `password` through the API: the page is theirs, signed in. */
export async function invitedStudent(page: Page, person: Invitee, password: string) {
  await invite(page, person)
  const token = (await linkInOutbox(person.email, '/invitation')).split('/').at(-1)
  const accepted = await page.request.post('/mobile_ws/v18/invitation/accept', {
    data: { token, firstName: person.firstName, lastName: person.lastName, password },
  })
  expect(accepted.status()).toBe(200)
}

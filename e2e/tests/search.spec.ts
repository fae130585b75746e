import type { Page } from '@playwright/test'
import { expect, test } from '../test.ts'
import { connectionsOfMaya, signedIn, uidOf } from '../chat-helpers.ts'
import { bearerHeaders, publishMayasEvent } from '../club-helpers.ts'
import { demo, expectNoAxeViolationsLightAndDark, lookAt } from '../fixtures.ts'
import { invitedStudent } from '../invitations.ts'

/**
 * Issue 36 item 1 in the browser: Maya's one search box finds a person, a club, an event,
 * a post and a message — and never the post of a student who blocked her. The keyboard
 * drives the list (combobox); a phone opens the search page. Each visibility rule is
 * tested on the server (search.test.ts), the screens' details in search.test.tsx.
 */
async function postToSchool(page: Page, body: string): Promise<string> {
  const response = await page.request.post('/api/v1/feed/posts', {
    headers: await bearerHeaders(page),
    data: { body: `<p>${body}</p>`, clientId: `e2e-${String(Date.now())}-${body.length}` },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** Maya reports a post and the school's moderator hides it (the moderation API's own routes). */
async function reportAndHide(maya: Page, moderator: Page, postUid: string): Promise<void> {
  const filed = await maya.request.post(`/api/v1/feed/posts/${postUid}/reports`, {
    headers: await bearerHeaders(maya),
    data: { reason: 'inappropriate' },
  })
  expect(filed.status(), await filed.text()).toBe(204)
  const open = await moderator.request.get('/api/v1/moderation/reports?status=open&type=post', {
    headers: await bearerHeaders(moderator),
  })
  const { items } = (await open.json()) as { items: { id: string; subject: { uid?: string } }[] }
  const report = items.find((item) => item.subject.uid === postUid)
  expect(report, 'the report in the moderator’s queue').toBeDefined()
  const hidden = await moderator.request.post(
    `/api/v1/moderation/reports/${report?.id ?? ''}/actions`,
    { headers: await bearerHeaders(moderator), data: { action: 'hide' } },
  )
  expect(hidden.status(), await hidden.text()).toBe(204)
}

test('one search finds a person, a club, an event, a post and a message, never a blocker’s or a hidden post', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const origin = baseURL ?? ''
  const word = `quokka${Date.now().toString(36)}`
  const [peer] = await connectionsOfMaya(browser, origin, 9)
  const maya = await signedIn(browser, origin, demo.student.email)
  const mayaUid = await uidOf(maya)
  const other = await signedIn(browser, origin, peer.email)

  // A classmate's post and message say the word; Maya's club holds an event named by it.
  await postToSchool(other, `Anyone seen the ${word} exhibit in the library?`)
  const chat = await other.request.post('/api/v1/chat/conversations', {
    headers: await bearerHeaders(other),
    data: { participantUids: [mayaUid] },
  })
  expect(chat.status()).toBeLessThan(300)
  const { id } = (await chat.json()) as { id: number }
  const sent = await other.request.post(`/api/v1/chat/conversations/${String(id)}/messages`, {
    headers: await bearerHeaders(other),
    data: { body: `Meet at the ${word} exhibit at 5?`, clientId: `e2e-${word}` },
  })
  expect(sent.status()).toBe(201)
  await publishMayasEvent(maya, `The ${word} photo walk`)
  // Another of the classmate's posts is reported and hidden by the moderator.
  const hiddenPost = await postToSchool(other, `The ${word} exhibit closes early, tell nobody`)
  const moderator = await signedIn(browser, origin, 'moderator@demo.edu')
  await reportAndHide(maya, moderator, hiddenPost)

  // A new student posts with the word too, then blocks Maya.
  const rude = await (await browser.newContext({ baseURL: origin })).newPage()
  await invitedStudent(
    rude,
    { email: `${word}@demo.edu`, firstName: 'Rudy', lastName: 'Quokka' },
    'a quokka password 1',
  )
  await postToSchool(rude, `The ${word} exhibit is overrated`)
  const { csrfToken } = (await (await rude.request.get('/mobile_ws/v18/auth_tokens')).json()) as {
    csrfToken: string
  }
  const blocked = await rude.request.post('/mobile_ws/v18/blocks', {
    headers: { 'X-CG-CSRF-Token': csrfToken },
    data: { uid: mayaUid },
  })
  expect(blocked.status()).toBe(204)

  await maya.goto('/')
  const box = maya.getByRole('combobox', { name: 'Search' })
  await box.fill(word)
  const list = maya.getByRole('listbox', { name: 'Search' })
  const group = (name: string) => list.getByRole('group', { name, exact: true })
  await expect(group('Events').getByRole('option')).toHaveText([new RegExp(`${word} photo walk`)])
  await expect(group('Posts').getByRole('option')).toHaveCount(1)
  await expect(group('Posts')).toContainText('in the library')
  await expect(group('Your messages')).toContainText(`Meet at the ${word} exhibit`)
  await expect(list).not.toContainText('overrated')
  await expect(list).not.toContainText('closes early')
  await lookAt(maya, 'search-box-1280')
  await expectNoAxeViolationsLightAndDark(maya)

  // The keyboard opens the event (the first option).
  await box.press('ArrowDown')
  await box.press('Enter')
  await expect(maya).toHaveURL(/\/events\//)
  await expect(maya.getByRole('heading', { level: 1 })).toContainText(`${word} photo walk`)

  // A typo of a post's word finds it (the school's spelling list, decision 101).
  await box.fill('exhbit library')
  await expect(group('Posts')).toContainText(`${word} exhibit in the library`)
  await expect(list).not.toContainText('closes early')

  // A person, and a club, by name.
  await box.fill(peer.firstName)
  await expect(group('People').getByRole('option').first()).toContainText(peer.firstName)
  await box.fill('Photography')
  await expect(group('Clubs')).toContainText('Photography Club')
  await group('Clubs')
    .getByRole('option', { name: /Photography Club/ })
    .click()
  await expect(maya).toHaveURL(/\/clubs\//)
})

test('on a phone the top bar opens the search page, which pages one kind', async ({
  browser,
  baseURL,
}) => {
  const phone = await signedIn(browser, baseURL ?? '', demo.student.email, 390)
  await phone.goto('/')
  await phone.getByRole('link', { name: 'Search' }).click()
  await expect(phone).toHaveURL('/search')
  await phone.getByRole('searchbox', { name: 'Search Quad' }).fill('photo')
  await expect(phone).toHaveURL(/q=photo/)
  await expect(phone.getByRole('region', { name: 'Clubs' })).toContainText('Photography Club')
  await lookAt(phone, 'search-page-390')
  await expectNoAxeViolationsLightAndDark(phone)
  await phone
    .getByRole('navigation', { name: 'What to search' })
    .getByRole('link', { name: 'Events' })
    .click()
  await expect(phone).toHaveURL(/kind=events/)
  await expect(
    phone.getByRole('region', { name: 'Events' }).getByRole('link').first(),
  ).toBeVisible()
})

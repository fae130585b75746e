import { expect, test, type Browser, type Page } from '../test.ts'
import { linkInOutbox } from '../dev-outbox.ts'
import { demo, expectNoAxeViolations, login } from '../fixtures.ts'
import { messages, uidOf } from '../chat-helpers.ts'

/**
 * Issue 18 "Done when": a deleted account disappears from the directory and chat shows
 * "Deleted student". The student is new (invited here), so no other spec loses one of
 * its students; the school's grace period is 0 only between the admin's change and the
 * student's request (the due date is fixed when asked), and back to 14 right after.
 */
const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }
const stamp = String(Date.now())
const leaver = {
  email: `wren.${stamp}@demo.edu`,
  firstName: 'Wren',
  lastName: `Leaving${stamp}`,
}
const PASSWORD = 'a long leaving password'

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: desktop })
  return context.newPage()
}

async function tokensOf(page: Page): Promise<{ jwt: string; csrfToken: string }> {
  const response = await page.request.get('/mobile_ws/v18/auth_tokens')
  return (await response.json()) as { jwt: string; csrfToken: string }
}

async function patchSchool(admin: Page, body: object): Promise<void> {
  const { jwt } = await tokensOf(admin)
  const response = await admin.request.patch('/api/v1/admin/school', {
    headers: { authorization: `Bearer ${jwt}` },
    data: body,
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** One side of a connection (request or accept), through the app's own endpoint. */
async function connect(page: Page, uid: string, type: 'request' | 'accept'): Promise<void> {
  const { csrfToken } = await tokensOf(page)
  const response = await page.request.post(
    `/mobile_ws/v18/user_connect?student_uid=${uid}&type=${type}`,
    { headers: { 'X-CG-CSRF-Token': csrfToken } },
  )
  expect(((await response.json()) as { success: string }).success).toBe('true')
}

/** The leaver writes to Maya; answers the conversation's id. */
async function writeToMaya(page: Page, mayaUid: string, body: string): Promise<string> {
  const headers = { authorization: `Bearer ${(await tokensOf(page)).jwt}` }
  const started = await page.request.post('/api/v1/chat/conversations', {
    headers,
    data: { participantUids: [mayaUid] },
  })
  expect(started.status(), await started.text()).toBe(201)
  const { id } = (await started.json()) as { id: number }
  const sent = await page.request.post(`/api/v1/chat/conversations/${String(id)}/messages`, {
    headers,
    data: { body, clientId: `e2e-deletion-${stamp}` },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  return String(id)
}

/** How many people the directory finds for `search`, as Maya sees it. */
async function directoryCount(page: Page, search: string): Promise<number> {
  const response = await page.request.get(
    `/mobile_ws/v18/mobile_people?range=0&limit=20&search=${encodeURIComponent(search)}`,
  )
  const [first] = (await response.json()) as [{ people: unknown[] } | undefined]
  return first?.people.length ?? 0
}

test('a deleted student leaves the directory and Maya’s chat shows “Deleted student”', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const admin = await newPage(browser, baseURL)
  const maya = await newPage(browser, baseURL)
  const wren = await newPage(browser, baseURL)
  let graceChanged = false
  try {
    // The admin invites Wren; she accepts and is signed in.
    await login(admin, 'admin@demo.edu')
    const invited = await admin.request.post('/api/v1/admin/invitations', {
      headers: { authorization: `Bearer ${(await tokensOf(admin)).jwt}` },
      data: { ...leaver, accountType: 'student' },
    })
    expect(invited.status(), await invited.text()).toBe(201)
    const accepted = await wren.request.post('/mobile_ws/v18/invitation/accept', {
      data: {
        token: (await linkInOutbox(leaver.email, '/invitation')).split('/').at(-1),
        firstName: leaver.firstName,
        lastName: leaver.lastName,
        password: PASSWORD,
      },
    })
    expect(accepted.status(), await accepted.text()).toBe(200)

    // Wren and Maya connect, and Wren writes to her.
    await login(maya, demo.student.email)
    const mayaUid = await uidOf(maya)
    await connect(wren, mayaUid, 'request')
    await connect(maya, await uidOf(wren), 'accept')
    const hello = `Goodbye from Wren ${stamp}`
    const conversation = await writeToMaya(wren, mayaUid, hello)
    expect(await directoryCount(maya, leaver.lastName)).toBe(1)

    // No grace period, only while Wren asks.
    await patchSchool(admin, { deletion_grace_days: 0 })
    graceChanged = true
    await wren.goto('/settings/data')
    const section = wren.getByRole('region', { name: 'Delete your account' })
    await section.getByRole('button', { name: 'Delete my account…' }).click()
    const dialog = wren.getByRole('dialog', { name: 'Delete your account?' })
    for (const size of [phone, desktop]) {
      await wren.setViewportSize(size)
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(wren, 'dialog[open]')
    }
    await dialog.getByLabel('Your password').fill('not my password')
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(dialog.getByRole('alert')).toContainText(/not your current password/)
    await dialog.getByLabel('Your password').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(dialog).toBeHidden()
    await patchSchool(admin, { deletion_grace_days: 14 })
    graceChanged = false

    // The job runs within seconds: Wren leaves the directory, her message stays unnamed.
    await expect.poll(() => directoryCount(maya, leaver.lastName), { timeout: 20_000 }).toBe(0)
    await maya.goto(`/chat/${conversation}`)
    await expect(messages(maya).getByText(hello)).toBeVisible()
    const thread = maya.getByRole('region', { name: 'Conversation' })
    await expect(thread.getByRole('heading', { name: 'Deleted student' })).toBeVisible()
    await expect(maya.getByText(leaver.lastName)).toHaveCount(0)

    // Her password no longer signs in.
    const again = await wren.request.post('/mobile_ws/v18/login', {
      data: { email: leaver.email, password: PASSWORD },
    })
    expect(again.status()).not.toBe(200)
  } finally {
    if (graceChanged) await patchSchool(admin, { deletion_grace_days: 14 })
    for (const page of [admin, maya, wren]) await page.context().close()
  }
})

test.afterAll(async ({ browser, baseURL }) => {
  // Whatever happened above, the demo school keeps its 14 days for every other spec.
  const admin = await newPage(browser, baseURL)
  await login(admin, 'admin@demo.edu')
  await patchSchool(admin, { deletion_grace_days: 14 })
  await admin.context().close()
})

import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '../test.ts'
import { unzip } from '../../apps/server/src/test/unzip.ts'
import { demo, expectNoAxeViolations, login } from '../fixtures.ts'

/** Maya sends a message with a PDF attached, through the API as the app does. */
async function sendWithAttachment(page: Page, body: string, attachment: Buffer): Promise<void> {
  const { jwt } = (await (await page.request.get('/mobile_ws/v18/auth_tokens')).json()) as {
    jwt: string
  }
  const headers = { authorization: `Bearer ${jwt}` }
  // One of Maya's seeded conversations.
  const listed = await page.request.get('/api/v1/chat/conversations', { headers })
  expect(listed.ok(), await listed.text()).toBe(true)
  const [first] = ((await listed.json()) as { items: { id: number }[] }).items
  if (!first) throw new Error('the demo seed gives Maya no conversation')
  const { id } = first
  const upload = await page.request.post('/api/v1/files', {
    headers,
    multipart: {
      file: { name: 'export-notes.pdf', mimeType: 'application/pdf', buffer: attachment },
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const file = (await upload.json()) as { id: string }
  const sent = await page.request.post(`/api/v1/chat/conversations/${String(id)}/messages`, {
    headers,
    data: { body, clientId: `e2e-export-${String(Date.now())}`, fileIds: [file.id] },
  })
  expect(sent.status(), await sent.text()).toBe(201)
}

test('Maya downloads her data: her messages and files, nobody else’s private data', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await login(page, demo.student.email)
  const body = `Export check ${String(Date.now())}`
  const attachment = Buffer.from(`%PDF-1.4\n% notes ${String(Date.now())}\n%%EOF\n`)
  await sendWithAttachment(page, body, attachment)

  await page.goto('/settings/data')
  const section = page.getByRole('region', { name: 'Download your data' })
  await section.getByRole('button', { name: /Request (my data|a new copy)/ }).click()
  const link = section.getByRole('link', { name: /Download ZIP/ })
  await expect(link).toBeVisible({ timeout: 45_000 })
  await expect(section.getByText(/The link works until/)).toBeVisible()

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toMatch(/^quad-export-\d{4}-\d{2}-\d{2}\.zip$/)
  const entries = await unzip(await readFile(await download.path()))
  const chat = JSON.parse(entries.get('chat.json')?.toString() ?? '{}') as {
    messages: { body: string; attachments: { file: string }[] }[]
  }
  const mine = chat.messages.find((m) => m.body === body)
  expect(mine?.attachments).toHaveLength(1)
  expect(entries.get(mine?.attachments[0]?.file ?? '')).toEqual(attachment)
  const account = JSON.parse(entries.get('account.json')?.toString() ?? '{}') as { email: string }
  expect(account.email).toBe(demo.student.email)
  const everything = [...entries.values()].map((data) => data.toString('latin1')).join('\n')
  // Other students' emails are never in her export, nor the seed's other students' chats.
  for (const other of [demo.friend.email, demo.notify.sender.email, demo.notify.receiver.email]) {
    expect(everything).not.toContain(other)
  }
  expect(everything).not.toMatch(/passwordHash|tokenHash|csrf/i)
})

for (const width of [390, 1280]) {
  test(`/settings/data passes axe at ${String(width)} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await login(page, demo.student.email)
    await page.goto('/settings/data')
    await expect(page.getByRole('region', { name: 'Download your data' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

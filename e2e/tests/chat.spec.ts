import { fileURLToPath } from 'node:url'
import { expect, test, type Locator, type Page } from '../test.ts'
import { demo, expectNoAxeViolationsLightAndDark, lookAt, realtimeHello } from '../fixtures.ts'
import { test as signedInTest } from '../signed-in.ts'
import { bearerHeaders } from '../club-helpers.ts'
import {
  bothInDirectChat,
  composer,
  conversationIdOf,
  mayaAndConnection,
  messages,
  signedIn,
  uidOf,
} from '../chat-helpers.ts'

/**
 * Issue 6 "Done when": two students in two browsers chat with typing, receipts and a
 * photo; a third sees nothing of it; a client that lost its connection catches up.
 * Maya's badge is shared with other tests, so badges are checked on the connection's side.
 * The screen's detail (list states, the composer's keys, the dialogs' contents, typing and
 * arrivals as the socket reports them) is in apps/web/src/app/routes/chat.test.tsx.
 */
const photo = fileURLToPath(new URL('../../docs/screenshots/login-390.png', import.meta.url))
const chatLink = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main sections' })
    .getByRole('link', { name: /^Chat/ })
    .first()

async function unreadOn(page: Page): Promise<number> {
  const name =
    (await chatLink(page).getAttribute('aria-label')) ?? (await chatLink(page).innerText())
  const match = /(\d+) unread/.exec(name.replace(/\s+/g, ' '))
  return match?.[1] ? Number(match[1]) : 0
}

test('two students chat live: message, receipt, photo, badge; a third sees nothing', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const origin = baseURL ?? ''
  const { maya, other, peer } = await mayaAndConnection(browser, origin, 0)

  // Maya opens the conversation from the profile card's Message button.
  await maya.goto(`/directory?profile=${peer.uid}`)
  await maya.getByRole('dialog').getByRole('link', { name: 'Message' }).click()
  await expect(maya).toHaveURL(/\/chat\/\d+$/)
  const id = conversationIdOf(maya)

  // The other student waits on the home page, socket up; the Chat badge counts what arrives.
  const otherHello = realtimeHello(other)
  await other.goto('/')
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible()
  await otherHello
  const before = await unreadOn(other)
  const hello = `Hello from Maya ${String(Date.now())}`
  await composer(maya).fill(hello)
  await composer(maya).press('Enter')
  await expect(messages(maya).getByText(hello)).toBeVisible()
  await expect.poll(() => unreadOn(other)).toBe(before + 1)

  // Opening it shows the message and marks it read: Maya sees "Seen" without reloading.
  await other.goto(`/chat/${id}`)
  await expect(messages(other).getByText(hello)).toBeVisible()
  await expect(messages(maya).getByText(/Seen/)).toBeVisible()
  await expect.poll(() => unreadOn(other)).toBe(before)

  // The reply arrives live, and is announced (typing: the next test).
  const reply = `Reply from ${peer.firstName} ${String(Date.now())}`
  await composer(other).fill(reply)
  await composer(other).press('Enter')
  await expect(messages(maya).getByText(reply)).toBeVisible()
  await expect(maya.getByTestId('chat-announcer')).toContainText(
    `New message from ${peer.firstName}: ${reply}`,
  )

  // A photo: uploaded with progress, sent, and its preview shows for the other student.
  await maya.getByTestId('chat-file-input').setInputFiles(photo)
  const send = maya.getByRole('button', { name: 'Send' })
  await expect(send).toBeEnabled({ timeout: 15_000 })
  await send.click()
  await expect(messages(other).getByTestId('chat-image-preview').last()).toBeVisible({
    timeout: 15_000,
  })
  await messages(other)
    .getByRole('button', { name: /^Open login-390\./ })
    .last()
    .click()
  await expect(other.getByRole('dialog', { name: /^login-390\./ }).getByRole('img')).toBeVisible()
  await other.keyboard.press('Escape')

  // A third student (Jonah, not in it) cannot open the conversation.
  const jonah = await signedIn(browser, origin, demo.friend.email)
  await jonah.goto(`/chat/${id}`)
  await expect(jonah.getByText('Conversation unavailable')).toBeVisible()
  await expect(jonah.getByText(hello)).toHaveCount(0)
  // Nor through the API with his own token.
  const tokens = (await (await jonah.request.get('/mobile_ws/v18/auth_tokens')).json()) as {
    jwt: string
  }
  const api = await jonah.request.get(`/api/v1/chat/conversations/${id}/messages`, {
    headers: { Authorization: `Bearer ${tokens.jwt}` },
  })
  expect([403, 404]).toContain(api.status())
  await Promise.all([maya, other, jonah].map((page) => page.context().close()))
})

test('/chat?with= opens the 1:1, typing shows live, and a client that went offline catches up', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const origin = baseURL ?? ''
  const { maya, other, peer } = await mayaAndConnection(browser, origin, 1)
  await bothInDirectChat(maya, other, peer.uid)

  // Typing shows on the other side (the first keystroke sends a typing frame).
  await composer(maya).pressSequentially('Are you')
  await expect(other.getByTestId('typing-indicator')).toHaveText('Maya is typing…')
  await composer(maya).fill('')

  await other.context().setOffline(true)
  const missed = `Sent while you were away ${String(Date.now())}`
  await composer(maya).fill(missed)
  await composer(maya).press('Enter')
  await expect(messages(maya).getByText(missed)).toBeVisible()
  await expect(messages(other).getByText(missed)).toHaveCount(0)
  await other.context().setOffline(false)
  // Reconnecting waits out a backoff first.
  await expect(messages(other).getByText(missed)).toBeVisible({ timeout: 30_000 })
  await Promise.all([maya, other].map((page) => page.context().close()))
})

const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

async function axeBothSchemes(page: Page, within?: string): Promise<void> {
  await expectNoAxeViolationsLightAndDark(page, within)
}

/**
 * Opens a dialog, checks what it adds (the page behind is inert and checked on its own),
 * and closes it with Escape. `ready`: what shows once the dialog's data has loaded.
 */
async function axeDialog(
  page: Page,
  open: () => Promise<void>,
  name: string | RegExp,
  ready?: (dialog: Locator) => Locator,
): Promise<void> {
  await open()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  if (ready) await expect(ready(dialog)).toBeVisible()
  const title = typeof name === 'string' ? name : name.source
  await lookAt(
    page,
    `chat-dialog-${title.replace(/\W+/g, '-').toLowerCase()}-${String(page.viewportSize()?.width)}`,
  )
  await axeBothSchemes(page, 'dialog[open]')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

/** The demo's study group, open at `size` on /chat. */
async function openGroup(page: Page, size: (typeof widths)[number]) {
  await page.setViewportSize(size)
  await page.goto('/chat')
  const group = page.getByRole('link', { name: /CS 201 study group/ })
  await expect(group).toBeVisible()
  return group
}

// Two tests per width, each with half the dialogs: together a dozen axe runs and nine
// dialogs (one test held them all in 33 s on a busy machine, within its `slow` 180 s).
for (const size of widths) {
  signedInTest(
    `a conversation and every chat dialog have no WCAG 2.2 AA violations at ${String(size.width)} px`,
    async ({ page }) => {
      signedInTest.slow()
      const group = await openGroup(page, size)
      // The list itself is /chat in a11y.spec.ts; here, what the dialogs and a conversation add.
      await axeDialog(
        page,
        () => page.getByRole('button', { name: 'New group' }).click(),
        'New group',
        (dialog) => dialog.getByRole('checkbox').first(),
      )
      await axeDialog(
        page,
        () => page.getByRole('button', { name: 'Chat settings' }).click(),
        'Chat settings',
        (dialog) => dialog.getByRole('switch').first(),
      )

      // Mentions (issue 35 item 3): the demo group's last message names the demo student.
      await page.getByRole('button', { name: 'Mentions' }).click()
      await expect(page.getByRole('link', { name: /in CS 201 study group/ })).toBeVisible()
      await lookAt(page, `chat-mentions-${String(size.width)}`)
      await axeBothSchemes(page)
      await page.getByRole('button', { name: 'All' }).click()

      await group.click()
      await expect(messages(page).getByText('Who wants to take heaps')).toBeVisible()
      await lookAt(page, `chat-group-${String(size.width)}`)
      await axeBothSchemes(page)
      // The composer's list of people to @mention, open (issue 35 item 3), for a member.
      const participants = await page.request.get(
        `/api/v1/chat/conversations/${conversationIdOf(page)}/participants`,
        { headers: await bearerHeaders(page) },
      )
      const { items } = (await participants.json()) as {
        items: { person: { firstName: string } }[]
      }
      const member = items.at(-1)?.person.firstName ?? ''
      await composer(page).fill(`@${member.slice(0, 2)}`)
      await expect(page.getByRole('listbox', { name: 'People to mention' })).toBeVisible()
      await axeBothSchemes(page)
      await composer(page).press('Escape')
      await composer(page).fill('')
      const menu = () => page.getByRole('button', { name: 'Conversation options' }).click()
      await axeDialog(
        page,
        async () => {
          await menu()
          await page.getByRole('menuitem', { name: 'Add people' }).click()
        },
        /^Add people to/,
        (dialog) => dialog.getByRole('checkbox').first(),
      )
      await axeDialog(
        page,
        async () => {
          await menu()
          await page.getByRole('menuitem', { name: 'Leave group' }).click()
          // The menu closed before its item ran, so the dialog it opened keeps focus.
          await expect(page.getByRole('dialog', { name: /^Leave / }).locator(':focus')).toHaveCount(
            1,
          )
        },
        /^Leave /,
      )
      // Search in the conversation (issue 35 item 7), with a result listed.
      await axeDialog(
        page,
        async () => {
          await menu()
          await page.getByRole('menuitem', { name: 'Search in conversation' }).click()
          await page.getByRole('searchbox', { name: /^Search messages in / }).fill('heaps')
          // On to the result: Escape in a search field with text clears it instead of closing.
          await page
            .getByRole('dialog')
            .getByRole('link', { name: /in CS 201 study group/ })
            .focus()
        },
        'Search in conversation',
        (dialog) => dialog.getByRole('link', { name: /in CS 201 study group/ }),
      )
    },
  )

  signedInTest(
    `a message's dialogs have no WCAG 2.2 AA violations at ${String(size.width)} px`,
    async ({ page }) => {
      signedInTest.slow()
      await (await openGroup(page, size)).click()
      await expect(messages(page).getByText('Who wants to take heaps')).toBeVisible()
      // Pinned messages (issue 35 item 5): Maya made the group, so she pins (idempotent).
      const heaps = messages(page).locator('li[data-message-id]', {
        hasText: 'Who wants to take heaps',
      })
      const heapsId = (await heaps.getAttribute('data-message-id')) ?? ''
      const pinned = await page.request.put(
        `/api/v1/chat/conversations/${conversationIdOf(page)}/pins/${heapsId}`,
        { headers: await bearerHeaders(page), data: {} },
      )
      expect(pinned.status()).toBe(204)
      await page.reload()
      await axeDialog(
        page,
        () => page.getByRole('button', { name: /^Pinned messages, \d+$/ }).click(),
        'Pinned messages',
        (dialog) => dialog.getByRole('link', { name: /pinned by Maya/ }),
      )
      const others = messages(page).locator('li', { hasText: 'Who wants to take heaps' })
      // The emoji picker (issue 35), over a history whose messages carry reactions (the demo's).
      await axeDialog(
        page,
        async () => {
          await others.hover()
          await others.getByRole('button', { name: 'Add a reaction' }).click()
        },
        'Add a reaction',
        (dialog) => dialog.getByRole('group', { name: 'Smileys & Emotion' }),
      )
      await axeDialog(
        page,
        async () => {
          await others.getByRole('button', { name: 'Message options' }).click()
          await page.getByRole('menuitem', { name: 'Report' }).click()
        },
        'Report a message',
      )
      await axeDialog(
        page,
        async () => {
          await others.getByRole('button', { name: 'Message options' }).click()
          await page.getByRole('menuitem', { name: 'Forward' }).click()
        },
        'Forward to…',
        (dialog) => dialog.getByRole('list', { name: 'Conversations' }),
      )
      const mine = messages(page).locator('li', { hasText: 'Wednesday 7pm in the student center' })
      await axeDialog(
        page,
        async () => {
          await mine.getByRole('button', { name: 'Message options' }).click()
          await page.getByRole('menuitem', { name: 'Delete' }).click()
        },
        'Delete this message?',
      )
    },
  )
}

test('older messages load on scrolling up, keeping the reader’s place', async ({
  browser,
  baseURL,
}) => {
  const { maya, other } = await mayaAndConnection(browser, baseURL ?? '', 3)
  await maya.goto(`/chat?with=${await uidOf(other)}`)
  await expect(maya).toHaveURL(/\/chat\/\d+$/)
  const id = conversationIdOf(maya)
  // 36 messages, half from each side: the server allows 20 sends per 10 s per student.
  await Promise.all(
    [maya, other].map(async (page, side) => {
      const { jwt } = (await (await page.request.get('/mobile_ws/v18/auth_tokens')).json()) as {
        jwt: string
      }
      for (let i = 0; i < 18; i++) {
        const send = () =>
          page.request.post(`/api/v1/chat/conversations/${id}/messages`, {
            headers: { Authorization: `Bearer ${jwt}` },
            data: { body: `History ${String(side)}-${String(i)}`, clientId },
          })
        const clientId = crypto.randomUUID()
        // The student's sends from earlier tests may still count in the 10 s window: on 429,
        // wait and send the same message again (same clientId: the server keeps one).
        let response = await send()
        for (let wait = 0; response.status() === 429 && wait < 12; wait++) {
          await page.waitForTimeout(1000)
          response = await send()
        }
        expect(response.status()).toBe(201)
      }
    }),
  )
  await maya.reload()
  const region = messages(maya)
  const rows = region.locator('li[data-message-id]')
  await expect(rows.last()).toBeVisible()
  const shown = await rows.count()
  expect(shown).toBe(30)
  const firstShown = rows.first()
  const firstId = await firstShown.getAttribute('data-message-id')
  await region.evaluate((element) => {
    element.scrollTop = 0
  })
  await expect.poll(() => rows.count()).toBeGreaterThan(shown)
  const start = region.getByText('This is the start of the conversation.')
  await expect(start).toBeAttached()
  // The message that was first is still on screen and the start is above it, out of view:
  // the view kept its place instead of jumping to the top.
  await expect(start).not.toBeInViewport()
  await expect(region.locator(`li[data-message-id="${firstId ?? ''}"]`)).toBeInViewport()
  await Promise.all([maya, other].map((page) => page.context().close()))
})

signedInTest(
  'a new group with two connections opens, and its members can be added to',
  async ({ page }) => {
    await page.goto('/chat')
    await page.getByRole('button', { name: 'New group' }).click()
    const dialog = page.getByRole('dialog', { name: 'New group' })
    const name = `Lab partners ${String(Date.now())}`
    await dialog.getByLabel('Group name').fill(name)
    const boxes = dialog.getByRole('checkbox')
    await boxes.nth(0).check()
    await boxes.nth(1).check()
    await dialog.getByRole('button', { name: 'Create group' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/chat\/\d+$/)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(page.getByText('3 members')).toBeVisible()
    await expect(messages(page).getByText('No messages yet. Say hello!')).toBeVisible()

    await page.getByRole('button', { name: 'Conversation options' }).click()
    await page.getByRole('menuitem', { name: 'Add people' }).click()
    const add = page.getByRole('dialog', { name: `Add people to ${name}` })
    await expect(add.getByRole('checkbox').nth(0)).toBeDisabled()
    await add.getByRole('checkbox', { disabled: false }).first().check()
    await add.getByRole('button', { name: 'Add to group' }).click()
    await expect(add).toBeHidden()
    await expect(page.getByText('4 members')).toBeVisible()
  },
)

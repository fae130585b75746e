import { expect, test } from '../test.ts'
import { expectNoAxeViolationsLightAndDark, lookAt, realtimeHello } from '../fixtures.ts'
import { connectionsOfMaya, messages, signedIn } from '../chat-helpers.ts'
import { bearerHeaders } from '../club-helpers.ts'
import { demo } from '../fixtures.ts'
import { bell, panel } from '../notification-helpers.ts'

/**
 * Issue 35 item 2's threads in two browsers: Maya's group message gets a reply in a thread
 * from a classmate on a phone; Maya sees the starter's summary ("1 reply", "1 new") live and
 * a notice in her bell, opens the thread beside the conversation, reads the reply (the "new"
 * goes), and answers it in the thread and in the conversation at once. The screens' detail
 * is in apps/web/src/app/routes/chat-threads.test.tsx, the rules in threads.test.ts.
 */
test('a reply in a thread reaches the starter’s sender live, in the thread and the bell', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const origin = baseURL ?? ''
  const [peer] = await connectionsOfMaya(browser, origin, 4)
  const maya = await signedIn(browser, origin, demo.student.email)
  const onPhone = await signedIn(browser, origin, peer.email, 390)
  const name = `Lab partners ${String(Date.now())}`
  const created = await maya.request.post('/api/v1/chat/conversations', {
    headers: await bearerHeaders(maya),
    data: { participantUids: [peer.uid], name },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }

  const mayaHello = realtimeHello(maya)
  await maya.goto(`/chat/${String(id)}`)
  await mayaHello
  const starterText = `Who writes the method section? ${String(Date.now())}`
  const box = maya.getByRole('textbox', { name: `Message ${name}` })
  await box.fill(starterText)
  await box.press('Enter')
  const starter = messages(maya).locator('li[data-message-id]', { hasText: starterText })
  await expect(starter).toBeVisible()
  const starterId = (await starter.getAttribute('data-message-id')) ?? ''

  // The classmate, on a phone, replies in the thread: it takes the conversation's place.
  await onPhone.goto(`/chat/${String(id)}`)
  const onTheirs = messages(onPhone).locator(`li[data-message-id="${starterId}"]`)
  await onTheirs.getByRole('button', { name: 'Message options' }).click()
  await onPhone.getByRole('menuitem', { name: 'Reply in thread' }).click()
  const theirThread = onPhone.getByRole('complementary', { name: `Thread in ${name}` })
  await expect(theirThread.getByRole('heading', { name: 'Thread' })).toBeFocused()
  await expect(messages(onPhone)).toBeHidden()
  const reply = theirThread.getByRole('textbox', { name: /^Reply to Maya / })
  await reply.fill('I will, tonight')
  await reply.press('Enter')
  await expect(
    theirThread
      .getByRole('region', { name: 'Messages in the thread' })
      .getByText('I will, tonight'),
  ).toBeVisible()
  await lookAt(onPhone, 'chat-thread-390')

  // Maya: the summary comes live, with the reply new to her; not in her history itself.
  const summary = starter.getByRole('button', { name: /^Open the thread: 1 reply, 1 new, last / })
  await expect(summary).toBeVisible()
  await expect(messages(maya).getByText('I will, tonight')).toHaveCount(0)
  await bell(maya).click()
  await expect(
    panel(maya).getByRole('link', { name: new RegExp(`replied in a thread in ${name}`) }),
  ).toBeVisible()
  await maya.keyboard.press('Escape')

  await summary.click()
  const thread = maya.getByRole('complementary', { name: `Thread in ${name}` })
  const inThread = thread.getByRole('region', { name: 'Messages in the thread' })
  await expect(inThread.getByText('I will, tonight')).toBeVisible()
  await expect(maya).toHaveURL(new RegExp(`thread=${starterId}`))
  // Beside the conversation on a wide screen; read now, so the "new" goes.
  await expect(messages(maya)).toBeVisible()
  await expect(
    starter.getByRole('button', { name: /^Open the thread: 1 reply, last / }),
  ).toBeVisible()
  await expectNoAxeViolationsLightAndDark(maya, `[aria-label="Thread in ${name}"]`)

  // Maya answers in the thread and in the conversation at once.
  await thread.getByRole('checkbox', { name: `Also send to ${name}` }).check()
  const mine = thread.getByRole('textbox', { name: /^Reply to Maya / })
  await mine.fill('Thanks! I take the results')
  await mine.press('Enter')
  await expect(inThread.getByText('Thanks! I take the results')).toBeVisible()
  const alsoSent = messages(maya).locator('li', { hasText: 'Thanks! I take the results' })
  await expect(alsoSent.getByRole('button', { name: 'Replied in a thread' })).toBeVisible()
  await lookAt(maya, 'chat-thread-1280')
  await expect(
    theirThread
      .getByRole('region', { name: 'Messages in the thread' })
      .getByText('Thanks! I take the results'),
  ).toBeVisible()
  await thread.getByRole('button', { name: 'Close thread' }).click()
  await expect(thread).toBeHidden()
})

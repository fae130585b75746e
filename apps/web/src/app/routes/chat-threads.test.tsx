import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { chatMessage, DIRECT_ID, fakeChat, GROUP_ID, leo, priya } from '../../test/fake-chat.ts'
import { renderRoute } from '../../test/render-route.tsx'

/*
 * Threads (issue 35 item 2, decision 096): Reply in thread in a group message's menu opens
 * the thread beside the conversation; a reply there stays out of the history unless "Also
 * send" is ticked; the starter shows how many replied and how many are new to the student,
 * and opens the thread; a 1:1 has no threads. Who follows and what counts unread is the
 * server's (apps/server/src/features/chat/threads.test.ts).
 */
const history = () => screen.findByRole('region', { name: 'Messages' })
const thread = () => screen.findByRole('complementary', { name: 'Thread in CS 201 study group' })
const itemOf = async (region: HTMLElement, text: string) => {
  const item = (await within(region).findByText(text)).closest('li')
  if (!item) throw new Error(`no message item for ${text}`)
  return within(item)
}

describe('chat threads', () => {
  it('opens a thread from a message, replies there, and keeps the reply out of the history', async () => {
    const { user, realtime } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    const starter = await itemOf(await history(), 'Who wants to take heaps')
    await user.click(starter.getByRole('button', { name: 'Message options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Reply in thread' }))

    const panel = await thread()
    await waitFor(() => {
      expect(within(panel).getByRole('heading', { name: 'Thread' })).toHaveFocus()
    })
    const replies = within(panel).getByRole('region', { name: 'Messages in the thread' })
    expect(await within(replies).findByText('Who wants to take heaps')).toBeInTheDocument()
    const box = within(panel).getByRole('textbox', { name: 'Reply to Priya Raman’s thread' })
    await user.type(box, 'Count me in{Enter}')
    expect(await within(replies).findByText('Count me in')).toBeInTheDocument()
    expect(state.writes.find((write) => write.call.endsWith('/messages'))?.body).toMatchObject({
      body: 'Count me in',
      threadId: 11,
      alsoInConversation: false,
    })
    expect(within(await history()).queryByText('Count me in')).not.toBeInTheDocument()

    // The starter's new summary arrives live, as the server sends it.
    const updated = state.messages.get(GROUP_ID)?.find((m) => m.id === 11)
    await waitFor(() => {
      if (updated) realtime.send({ type: 'message', message: updated })
      expect(
        starter.getByRole('button', { name: /^Open the thread: 1 reply, last / }),
      ).toBeInTheDocument()
    })

    // "Also send" puts the next one in the conversation too, marked as a thread's reply.
    await user.click(
      within(panel).getByRole('checkbox', { name: 'Also send to CS 201 study group' }),
    )
    await user.type(box, 'Bringing snacks{Enter}')
    const shown = await itemOf(await history(), 'Bringing snacks')
    expect(shown.getByRole('button', { name: 'Replied in a thread' })).toBeInTheDocument()
    expect(
      state.writes.filter((write) => write.call.endsWith('/messages')).at(-1)?.body,
    ).toMatchObject({
      threadId: 11,
      alsoInConversation: true,
    })

    await user.click(within(panel).getByRole('button', { name: 'Close thread' }))
    await waitFor(() => {
      expect(
        screen.queryByRole('complementary', { name: 'Thread in CS 201 study group' }),
      ).not.toBeInTheDocument()
    })
  })

  it('shows the replies new to the student on the starter, and reads them when opened', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    const messages = state.messages.get(GROUP_ID) ?? []
    const starter = messages.find((m) => m.id === 12)
    if (!starter) throw new Error('no starter')
    const reply = {
      ...chatMessage(40, GROUP_ID, priya, 'I can bring the whiteboard'),
      threadId: 12,
      inConversation: false,
    }
    const second = {
      ...chatMessage(41, GROUP_ID, leo, 'Room 3B is free'),
      threadId: 12,
      inConversation: false,
    }
    messages.push(reply, second)
    starter.thread = { replies: 2, lastReplyAt: second.createdAt, people: [leo, priya] }
    state.threadUnread.set(12, 2)

    const item = await itemOf(await history(), 'Wednesday 7pm in the student center')
    const open = await item.findByRole('button', {
      name: /^Open the thread: 2 replies, 2 new, last /,
    })
    expect(within(await history()).queryByText('Room 3B is free')).not.toBeInTheDocument()
    await user.click(open)
    const panel = await thread()
    expect(await within(panel).findByText('Room 3B is free')).toBeInTheDocument()
    await waitFor(() => {
      expect(state.writes).toContainEqual({
        call: `POST /conversations/${String(GROUP_ID)}/threads/12/read`,
        body: { messageId: 41 },
      })
    })
    await waitFor(() => {
      expect(
        item.getByRole('button', { name: /^Open the thread: 2 replies, last / }),
      ).toBeInTheDocument()
    })
  })

  it('offers no thread in a 1:1', async () => {
    const { user } = renderRoute(`/chat/${String(DIRECT_ID)}`)
    const state = fakeChat()
    state.messages.get(DIRECT_ID)?.push(chatMessage(50, DIRECT_ID, leo, 'Lunch?'))
    const item = await itemOf(await history(), 'Lunch?')
    await user.click(item.getByRole('button', { name: 'Message options' }))
    expect(await screen.findByRole('menuitem', { name: 'Reply' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Reply in thread' })).not.toBeInTheDocument()
  })
})

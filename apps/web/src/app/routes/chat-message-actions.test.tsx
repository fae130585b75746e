import { ChatMessage } from '@quad/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { chatMessage, DIRECT_ID, fakeChat, GROUP_ID, leo, me, priya } from '../../test/fake-chat.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { LONG_PRESS_MS } from '../../features/chat/actions/long-press.ts'

/*
 * Reactions and replies on the chat screen (issue 35 items 1-2): the chips under a message,
 * a press that gives or takes back the student's own, the picker (quick row, search by
 * keyword, skin tone), a live change from the socket; Reply in a message's menu, the quote
 * above the composer and in the sent bubble, leading back to the original, which says when
 * it was deleted. Two browsers reacting and replying is e2e (chat-reactions.spec.ts).
 */
const messages = () => screen.findByRole('region', { name: 'Messages' })
const messageItem = async (text: string) => {
  const bubble = await within(await messages()).findByText(text)
  const item = bubble.closest('li')
  if (!item) throw new Error(`no message item for ${text}`)
  return within(item)
}
const reactionUrl = (id: number, emoji: string) =>
  `/conversations/${String(GROUP_ID)}/messages/${String(id)}/reactions/${encodeURIComponent(emoji)}`

describe('chat reactions', () => {
  it('shows each kind with who gave it; a press takes back the student’s own or adds theirs', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    const history = state.messages.get(GROUP_ID) ?? []
    history[0] = ChatMessage.parse({
      ...history[0],
      reactions: [
        { emoji: '👍', count: 2, uids: [leo.uid, me.uid] },
        { emoji: '🔥', count: 1, uids: [priya.uid] },
      ],
    })
    const item = await messageItem('Who wants to take heaps')
    const thumbs = await item.findByRole('button', { name: '👍 2, from you and Leo Martin' })
    expect(thumbs).toHaveAttribute('aria-pressed', 'true')
    const fire = item.getByRole('button', { name: '🔥 1, from Priya Raman' })
    expect(fire).toHaveAttribute('aria-pressed', 'false')

    await user.click(thumbs)
    expect(await item.findByRole('button', { name: '👍 1, from Leo Martin' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await user.click(fire)
    expect(
      await item.findByRole('button', { name: '🔥 2, from you and Priya Raman' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => {
      expect(
        state.writes.map((write) => write.call).filter((call) => call.includes('/reactions/')),
      ).toEqual([`DELETE ${reactionUrl(11, '👍')}`, `PUT ${reactionUrl(11, '🔥')}`])
    })
  })

  it('the picker finds an emoji by a word people use, in a skin tone, and offers it first next time', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    const item = await messageItem('Wednesday 7pm in the student center')
    await user.click(item.getByRole('button', { name: 'Add a reaction' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a reaction' }))
    const quick = within(await dialog.findByRole('group', { name: 'Quick reactions' }))
    expect(quick.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '👍',
      '❤️',
      '😂',
      '😮',
      '😢',
      '🙏',
    ])
    await user.click(dialog.getByRole('button', { name: 'Medium skin tone' }))
    await user.type(dialog.getByRole('searchbox', { name: 'Search emoji' }), 'high five')
    const results = within(await dialog.findByRole('group', { name: 'Emoji found' }))
    await user.click(await results.findByRole('button', { name: 'raised hand' }))
    expect(screen.queryByRole('dialog', { name: 'Add a reaction' })).not.toBeInTheDocument()
    expect(await item.findByRole('button', { name: '✋🏽 1, from you' })).toBeInTheDocument()
    expect(state.writes.at(-1)?.call).toBe(`PUT ${reactionUrl(12, '✋🏽')}`)

    await user.click(item.getByRole('button', { name: 'Add a reaction' }))
    const again = within(await screen.findByRole('dialog', { name: 'Add a reaction' }))
    const first = within(await again.findByRole('group', { name: 'Quick reactions' }))
    expect(first.getAllByRole('button')[0]).toHaveTextContent('✋🏽')
    expect(first.getAllByRole('button')[0]).toHaveAttribute('aria-pressed', 'true')
  })

  it('the grid shows one group, is one Tab stop with arrows inside it; a search that matches nothing says so', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    fakeChat()
    const item = await messageItem('Who wants to take heaps')
    await user.click(item.getByRole('button', { name: 'Add a reaction' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a reaction' }))
    const smileys = within(await dialog.findByRole('group', { name: 'Smileys & Emotion' }))
    const [first, second] = smileys.getAllByRole('button')
    expect(first).toHaveAttribute('tabindex', '0')
    expect(second).toHaveAttribute('tabindex', '-1')
    first?.focus()
    await user.keyboard('{ArrowRight}')
    expect(second).toHaveFocus()
    await user.keyboard('{End}')
    expect(smileys.getAllByRole('button').at(-1)).toHaveFocus()
    // One group at a time, chosen above the grid.
    const groups = within(dialog.getByRole('group', { name: 'Emoji groups' }))
    await user.click(groups.getByRole('button', { name: 'Food & Drink' }))
    expect(dialog.queryByRole('group', { name: 'Smileys & Emotion' })).not.toBeInTheDocument()
    expect(
      within(dialog.getByRole('group', { name: 'Food & Drink' })).getAllByRole('button')[0],
    ).toHaveAttribute('tabindex', '0')
    await user.type(dialog.getByRole('searchbox', { name: 'Search emoji' }), 'zzqx')
    expect(await dialog.findByText('No emoji match “zzqx”.')).toBeInTheDocument()
  })

  it('a reaction given elsewhere arrives live', async () => {
    const { realtime } = renderRoute(`/chat/${String(GROUP_ID)}`)
    fakeChat()
    const item = await messageItem('Who wants to take heaps')
    const changed = {
      ...chatMessage(11, GROUP_ID, priya, 'Who wants to take heaps'),
      seq: 500,
      reactions: [{ emoji: '🎉', count: 1, uids: [leo.uid] }],
    }
    await waitFor(() => {
      realtime.send({ type: 'message', message: changed })
      expect(item.getByRole('button', { name: '🎉 1, from Leo Martin' })).toBeInTheDocument()
    })
  })
})

describe('forwarding', () => {
  it('Forward sends a copy to the conversation picked, says so, and the copy says Forwarded', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    const original = await messageItem('Who wants to take heaps')
    await user.click(original.getByRole('button', { name: 'Message options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Forward' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Forward to…' }))
    // The conversation it is in is not offered; the filter narrows by name.
    await user.type(dialog.getByRole('searchbox', { name: 'Find a conversation' }), 'study')
    expect(await dialog.findByText('No other conversation matches.')).toBeInTheDocument()
    await user.clear(dialog.getByRole('searchbox', { name: 'Find a conversation' }))
    await user.click(await dialog.findByRole('button', { name: 'Leo Martin' }))
    expect(await screen.findByText('Forwarded to Leo Martin.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Forward to…' })).not.toBeInTheDocument()
    expect(state.writes.at(-1)).toMatchObject({
      call: `POST /conversations/${String(DIRECT_ID)}/messages`,
      body: { forwardOf: 11 },
    })
    await user.click(screen.getByRole('link', { name: /Leo Martin/ }))
    // Not within the messages region found now: until the route renders, that is the group's.
    const label = await screen.findByText('Forwarded')
    expect(label.closest('li')).toHaveTextContent('Who wants to take heaps')
  })
})

describe('message actions by touch', () => {
  it('a finger resting on a bubble opens its menu; a short tap or a mouse does not', async () => {
    renderRoute(`/chat/${String(GROUP_ID)}`)
    fakeChat()
    const text = await within(await messages()).findByText('Who wants to take heaps')
    const bubble = text.closest('div')
    if (!bubble) throw new Error('no bubble')
    const held = () => new Promise((resolve) => setTimeout(resolve, LONG_PRESS_MS + 100))
    fireEvent.pointerDown(bubble, { pointerType: 'mouse' })
    await held()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    fireEvent.pointerDown(bubble, { pointerType: 'touch' })
    fireEvent.pointerUp(bubble, { pointerType: 'touch' })
    await held()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    fireEvent.pointerDown(bubble, { pointerType: 'touch' })
    const menu = await screen.findByRole('menu', {}, { timeout: LONG_PRESS_MS + 1500 })
    expect(within(menu).getByRole('menuitem', { name: 'Reply' })).toBeInTheDocument()
    // Escape on the menu itself: on a loaded machine the menu may not have taken focus yet,
    // and a key sent to whatever has it never reached the menu (failed so in CI, the web
    // and server suites side by side).
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    // The menu closes on the next render, which a loaded machine may not have drawn yet.
    await waitFor(() => {
      expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    })
  })
})

describe('chat replies', () => {
  it('Reply quotes the original above the composer, Escape drops it, and a sent reply leads back to it', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    const original = await messageItem('Who wants to take heaps')
    const reply = async () => {
      await user.click(original.getByRole('button', { name: 'Message options' }))
      await user.click(await screen.findByRole('menuitem', { name: 'Reply' }))
    }
    await reply()
    expect(await screen.findByText('Replying to Priya Raman')).toBeInTheDocument()
    const box = screen.getByRole('textbox', { name: /^Message / })
    await waitFor(() => {
      expect(box).toHaveFocus()
    })
    await user.keyboard('{Escape}')
    expect(screen.queryByText('Replying to Priya Raman')).not.toBeInTheDocument()

    await reply()
    await user.type(await screen.findByRole('textbox', { name: /^Message / }), 'Me!{Enter}')
    const sent = await messageItem('Me!')
    const quote = await sent.findByRole('button', {
      name: /^Replying to\s*Priya Raman\s*:\s*Who wants to take heaps\s*\. Go to the message$/,
    })
    expect(state.writes.find((write) => write.call.endsWith('/messages'))?.body).toMatchObject({
      body: 'Me!',
      replyToId: 11,
    })
    expect(screen.queryByText('Replying to Priya Raman')).not.toBeInTheDocument()
    await user.click(quote)
    await waitFor(() => {
      expect(document.querySelector('[data-message-id="11"]')).toHaveFocus()
    })
  })

  it('a reply whose original is deleted says so, live', async () => {
    const { realtime } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    const history = state.messages.get(GROUP_ID) ?? []
    history.push(
      ChatMessage.parse({
        ...chatMessage(13, GROUP_ID, leo, 'I can do heaps'),
        replyTo: {
          id: 11,
          sender: priya,
          body: 'Who wants to take heaps',
          hasFiles: false,
          deleted: false,
        },
      }),
    )
    const reply = await messageItem('I can do heaps')
    expect(
      await reply.findByRole('button', {
        name: /^Replying to\s*Priya Raman\s*:\s*Who wants to take heaps/,
      }),
    ).toBeInTheDocument()
    const deleted = {
      ...chatMessage(11, GROUP_ID, priya, ''),
      seq: 600,
      deletedAt: '2026-11-20T10:30:00.000Z',
    }
    await waitFor(() => {
      realtime.send({ type: 'message', message: deleted })
      expect(
        reply.getByRole('button', {
          name: /^Replying to\s*Priya Raman\s*:\s*Message deleted\s*\. Go to the message$/,
        }),
      ).toBeInTheDocument()
    })
  })
})

describe('chat drafts and copying', () => {
  it('keeps a draft with its conversation, says so in the list, and drops it once sent', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    fakeChat()
    await messageItem('Who wants to take heaps')
    await user.type(screen.getByRole('textbox', { name: /^Message / }), 'half-written thought')
    const nav = within(await screen.findByRole('navigation', { name: 'Conversations' }))
    await user.click(nav.getByRole('link', { name: /Leo Martin/ }))
    expect(await screen.findByRole('textbox', { name: 'Message Leo Martin' })).toHaveValue('')
    const group = nav.getByRole('link', { name: /CS 201 study group/ })
    expect(group).toHaveTextContent('Draft: half-written thought')
    await user.click(group)
    const box = await screen.findByRole('textbox', { name: 'Message CS 201 study group' })
    await waitFor(() => {
      expect(box).toHaveValue('half-written thought')
    })
    await user.type(box, '{Enter}')
    expect(await messageItem('half-written thought')).toBeTruthy()
    await waitFor(() => {
      expect(nav.getByRole('link', { name: /CS 201 study group/ })).not.toHaveTextContent('Draft:')
    })
  })

  it('Copy text puts the message on the clipboard', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    fakeChat()
    const item = await messageItem('Who wants to take heaps')
    await user.click(item.getByRole('button', { name: 'Message options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Copy text' }))
    expect(await screen.findByText('Copied.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('Who wants to take heaps')
  })
})

describe('chat: where the new messages start', () => {
  it('marks "New messages" where the student had read to, and offers a jump there when many came', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    const group = state.conversations.find((c) => c.id === GROUP_ID)
    if (!group) throw new Error('no group')
    group.lastReadMessageId = 12
    const history = state.messages.get(GROUP_ID) ?? []
    for (let i = 0; i < 10; i++)
      history.push(chatMessage(20 + i, GROUP_ID, leo, `news ${String(i)}`))
    const region = within(await messages())
    const divider = await region.findByRole('heading', { level: 3, name: 'New messages' })
    const next = divider.closest('li')?.nextElementSibling
    expect(next).toHaveTextContent('news 0')
    await user.click(region.getByRole('button', { name: 'Jump to first unread' }))
    await waitFor(() => {
      expect(document.querySelector('[data-message-id="20"]')).toHaveFocus()
    })
    expect(region.queryByRole('button', { name: 'Jump to first unread' })).not.toBeInTheDocument()
  })
})

import { ChatMessage } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeChat, GROUP_ID, me, priya } from '../../test/fake-chat.ts'
import { renderRoute } from '../../test/render-route.tsx'

/*
 * @mentions on the chat screen (issue 35 item 3): `@` and a name offers the conversation's
 * members (keyboard complete), the sent message carries whom it names, a mention of the
 * reader stands out, the list marks conversations with an unread mention, and Mentions
 * lists them, each opening its conversation at the message. The notification across two
 * browsers is e2e (chat-reactions.spec.ts).
 */
const composer = () => screen.findByRole('textbox', { name: /^Message CS 201 study group/ })

describe('chat mentions', () => {
  it('offers the members for @ and a name, picks one by keyboard, and sends whom it names', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    const box = await composer()
    await user.type(box, 'hey @ra')
    const list = within(await screen.findByRole('listbox', { name: 'People to mention' }))
    expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'PPriya Raman',
    ])
    expect(box).toHaveAttribute('aria-activedescendant')
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('listbox', { name: 'People to mention' })).not.toBeInTheDocument()
    expect(box).toHaveValue('hey @Priya Raman ')
    await user.type(box, 'bring the notes{Enter}')
    await waitFor(() => {
      expect(
        state.writes.find(
          (write) => write.call === `POST /conversations/${String(GROUP_ID)}/messages`,
        )?.body,
      ).toMatchObject({ body: 'hey @Priya Raman bring the notes', mentions: [priya.uid] })
    })
    const sent = await within(await screen.findByRole('region', { name: 'Messages' })).findByText(
      '@Priya Raman',
    )
    expect(sent).toHaveAttribute('data-mention', priya.uid)
    // Escape closes the list and leaves the text.
    await user.type(box, '@le')
    expect(await screen.findByRole('listbox', { name: 'People to mention' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox', { name: 'People to mention' })).not.toBeInTheDocument()
    expect(box).toHaveValue('@le')
  })

  it('marks the reader’s own mention and the conversation with one unread', async () => {
    renderRoute('/chat')
    const state = fakeChat()
    const history = state.messages.get(GROUP_ID) ?? []
    history[0] = ChatMessage.parse({
      ...history[0],
      body: '@Maya Lindqvist who wants to take heaps',
      mentions: [{ uid: me.uid, name: 'Maya Lindqvist' }],
    })
    const group = state.conversations[0]
    if (group) state.conversations[0] = { ...group, unreadMentions: 1 }
    const row = await screen.findByRole('link', { name: /CS 201 study group/ })
    expect(row).toHaveAccessibleName(expect.stringContaining('mentions you'))
  })

  it('lists the reader’s mentions; one opens its conversation at the message', async () => {
    const { user } = renderRoute('/chat')
    const state = fakeChat()
    const history = state.messages.get(GROUP_ID) ?? []
    history[0] = ChatMessage.parse({
      ...history[0],
      body: 'Who wants to take heaps @Maya Lindqvist?',
      mentions: [{ uid: me.uid, name: 'Maya Lindqvist' }],
    })
    await user.click(await screen.findByRole('button', { name: 'Mentions' }))
    expect(screen.getByRole('button', { name: 'Mentions' })).toHaveAttribute('aria-pressed', 'true')
    const mention = await screen.findByRole('link', { name: /Priya Raman in CS 201 study group/ })
    expect(mention).toHaveAttribute('href', `/chat/${String(GROUP_ID)}?message=11`)
    expect(within(mention).getByText('@Maya Lindqvist')).toHaveAttribute('data-mention', me.uid)
    await user.click(mention)
    const messages = await screen.findByRole('region', { name: 'Messages' })
    await waitFor(() => {
      expect(document.activeElement?.closest('[data-message-id]')).toHaveAttribute(
        'data-message-id',
        '11',
      )
    })
    expect(within(messages).getByText('@Maya Lindqvist')).toHaveAttribute('data-mention', me.uid)
  })

  it('says so when the reader has no mentions', async () => {
    const { user } = renderRoute('/chat')
    fakeChat()
    await user.click(await screen.findByRole('button', { name: 'Mentions' }))
    expect(await screen.findByText('No mentions yet')).toBeInTheDocument()
  })
})

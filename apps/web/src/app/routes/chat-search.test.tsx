import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeChat, GROUP_ID } from '../../test/fake-chat.ts'
import { renderRoute } from '../../test/render-route.tsx'

/*
 * Search in chat (issue 35 item 7): the list's search also finds messages, and a
 * conversation's menu searches in it; a result opens its conversation at the message.
 * Stems and near spellings are the server's (apps/server/src/features/chat/search.test.ts).
 */
const focusedMessage = () =>
  document.activeElement?.closest('[data-message-id]')?.getAttribute('data-message-id')

describe('chat search', () => {
  it('finds messages below the conversations, and opens one at the message', async () => {
    const { user } = renderRoute('/chat')
    fakeChat()
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search conversations' }),
      'student center',
    )
    const found = await screen.findByRole('region', { name: 'Messages' })
    const result = await within(found).findByRole('link', {
      name: /Maya Lindqvist in CS 201 study group/,
    })
    expect(result).toHaveAttribute('href', `/chat/${String(GROUP_ID)}?message=12`)
    await user.click(result)
    await waitFor(() => {
      expect(focusedMessage()).toBe('12')
    })
  })

  it('says when no message says the words', async () => {
    const { user } = renderRoute('/chat')
    fakeChat()
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search conversations' }),
      'quantum',
    )
    expect(await screen.findByText('No messages say “quantum”.')).toBeInTheDocument()
    expect(screen.getByText('No conversations found')).toBeInTheDocument()
  })

  it('searches one conversation from its menu; a result closes the dialog at the message', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    await user.click(await screen.findByRole('button', { name: 'Conversation options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Search in conversation' }))
    const dialog = await screen.findByRole('dialog', { name: 'Search in conversation' })
    const field = within(dialog).getByRole('searchbox', {
      name: 'Search messages in CS 201 study group',
    })
    expect(field).toHaveFocus()
    await user.type(field, 'h')
    // One letter searches nothing.
    expect(within(dialog).queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument()
    await user.type(field, 'eaps')
    const result = await within(dialog).findByRole('link', { name: /Priya Raman in CS 201/ })
    await user.click(result)
    await waitFor(() => {
      expect(
        screen.queryByRole('dialog', { name: 'Search in conversation' }),
      ).not.toBeInTheDocument()
    })
    await waitFor(() => {
      expect(focusedMessage()).toBe('11')
    })
    expect(state.writes.filter((write) => write.call.startsWith('POST'))).toEqual([
      expect.objectContaining({ call: `POST /conversations/${String(GROUP_ID)}/read` }),
    ])
  })
})

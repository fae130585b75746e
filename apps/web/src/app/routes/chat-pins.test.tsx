import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeChat, GENERAL_ID, GROUP_ID } from '../../test/fake-chat.ts'
import { renderRoute } from '../../test/render-route.tsx'

/*
 * Pinned messages (issue 35 item 5): Pin in a message's menu where the student may pin,
 * the message marked, the header's Pinned button listing them with who pinned each; a pin
 * opens the history at its message; Unpin takes it back. Who may pin is the server's
 * (apps/server/src/features/chat/pins.test.ts).
 */
const history = () => screen.findByRole('region', { name: 'Messages' })

describe('chat pins', () => {
  it('pins a message from its menu, lists it under Pinned, opens it there, and unpins it', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    const item = (await within(await history()).findByText('Who wants to take heaps')).closest(
      'li',
    ) as HTMLElement
    await user.click(within(item).getByRole('button', { name: 'Message options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Pin' }))
    await waitFor(() => {
      expect(state.writes).toContainEqual({
        call: `PUT /conversations/${String(GROUP_ID)}/pins/11`,
        body: {},
      })
    })
    expect(await within(item).findByText('Pinned')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Pinned messages, 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pinned messages' })
    const pin = within(dialog).getByRole('link', {
      name: /Priya Raman · pinned by Maya Lindqvist/,
    })
    await user.click(pin)
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Pinned messages' })).not.toBeInTheDocument()
    })
    await waitFor(() => {
      expect(document.activeElement?.closest('[data-message-id]')).toHaveAttribute(
        'data-message-id',
        '11',
      )
    })
    await user.click(within(item).getByRole('button', { name: 'Message options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Unpin' }))
    await waitFor(() => {
      expect(within(item).queryByText('Pinned')).not.toBeInTheDocument()
    })
    expect(screen.queryByRole('button', { name: /^Pinned messages/ })).not.toBeInTheDocument()
  })

  it('offers no Pin where the student may not pin', async () => {
    const { user } = renderRoute(`/chat/${String(GENERAL_ID)}`)
    const state = fakeChat()
    const messages = state.messages.get(GENERAL_ID) ?? []
    const general = state.conversations.find((c) => c.id === GENERAL_ID)
    const [sample] = state.messages.get(GROUP_ID) ?? []
    if (sample) messages.push({ ...sample, id: 31, conversationId: GENERAL_ID })
    expect(general?.canPin).toBe(false)
    const item = (await within(await history()).findByText('Who wants to take heaps')).closest(
      'li',
    ) as HTMLElement
    await user.click(within(item).getByRole('button', { name: 'Message options' }))
    expect(await screen.findByRole('menuitem', { name: 'Reply' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Pin' })).not.toBeInTheDocument()
  })
})

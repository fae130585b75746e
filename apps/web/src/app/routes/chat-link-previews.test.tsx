import { ChatMessage } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { fakeChat, GROUP_ID, type ChatState } from '../../test/fake-chat.ts'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * Link previews (issue 35 item 6): the preview the server made after the send arrives on the
 * socket and shows under the bubble as a card opening the page in a new tab; its sender
 * removes it from the menu or the card's ×. Fetching pages, the guard and the cache are the
 * server's (apps/server/src/features/chat/link-previews.test.ts).
 */
const history = async () => within(await screen.findByRole('region', { name: 'Messages' }))
const preview = {
  url: 'https://news.example.edu/library',
  siteName: 'Campus News',
  title: 'Library opens late',
  description: 'From Monday the library is open until 2 am.',
  hasImage: false,
}
const cardName = /^Campus News\s*Library opens late.*\(opens in a new tab\)$/

/** Message `id` of the group as the server holds it, now with its preview (a new seq). */
function withPreview(state: ChatState, id: number): ChatMessage {
  const held = state.messages.get(GROUP_ID)?.find((m) => m.id === id)
  if (!held) throw new Error(`no message ${String(id)}`)
  return ChatMessage.parse({ ...held, seq: held.seq + 100, linkPreview: preview })
}

/** The server's DELETE …/preview: the message without its preview, recorded. */
function removable(state: ChatState, message: ChatMessage) {
  const removals: string[] = []
  server.use(
    http.delete(
      `${ORIGIN}/api/v1/chat/conversations/:id/messages/:messageId/preview`,
      ({ params }) => {
        removals.push(`${String(params['id'])}/${String(params['messageId'])}`)
        return answer(ChatMessage, { ...message, seq: message.seq + 1, linkPreview: null })
      },
    ),
  )
  return removals
}

describe('link previews', () => {
  it('shows a preview arriving live under another’s message, opening the page in a new tab', async () => {
    const { realtime } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    await (await history()).findByText('Who wants to take heaps')
    const message = withPreview(state, 11)
    await waitFor(() => {
      realtime.send({ type: 'message', message })
      expect(screen.getByRole('link', { name: cardName })).toBeInTheDocument()
    })
    const card = screen.getByRole('link', { name: cardName })
    expect(card).toHaveAttribute('href', preview.url)
    expect(card).toHaveAttribute('target', '_blank')
    expect(card).toHaveAttribute('rel', 'noopener noreferrer')
    expect(card).toHaveTextContent('From Monday the library is open until 2 am.')
    // Not the student's message: no way to remove it.
    expect(screen.queryByRole('button', { name: 'Remove the link preview' })).toBeNull()
  })

  it('lets the sender remove their preview from the card, and from the message’s menu', async () => {
    const { realtime, user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    const text = 'Wednesday 7pm in the student center'
    await (await history()).findByText(text)
    const message = withPreview(state, 12)
    const removals = removable(state, message)
    await waitFor(() => {
      realtime.send({ type: 'message', message })
      expect(screen.getByRole('link', { name: cardName })).toBeInTheDocument()
    })
    await user.click(screen.getByRole('button', { name: 'Remove the link preview' }))
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: cardName })).toBeNull()
    })
    expect(removals).toEqual([`${String(GROUP_ID)}/12`])
    expect(await screen.findByText('Preview removed.')).toBeInTheDocument()

    // Again, live, and this time from the menu.
    realtime.send({ type: 'message', message: { ...message, seq: message.seq + 10 } })
    await screen.findByRole('link', { name: cardName })
    const item = (await (await history()).findByText(text)).closest('li') as HTMLElement
    await user.click(within(item).getByRole('button', { name: 'Message options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Remove preview' }))
    await waitFor(() => {
      expect(removals).toHaveLength(2)
    })
  })
})

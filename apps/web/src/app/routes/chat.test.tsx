import {
  ChatSettingsResponse,
  Conversation,
  ConversationList,
  MessagePage,
  MobilePeopleResponse,
  ParticipantList,
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  type ChatMessage,
  type ServerFrame,
} from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, ws } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, demoSchool, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

const jonah = { uid: 'u-jonah', firstName: 'Jonah', lastName: 'Berg', photoUrl: null }

const conversation = Conversation.parse({
  id: 1,
  kind: 'direct',
  name: null,
  participants: [jonah],
  participantCount: 2,
  lastMessage: null,
  unreadCount: 0,
  lastReadMessageId: 0,
  muted: false,
  online: true,
  activityAt: '2026-01-01T00:00:00.000Z',
})

const fromJonah: ChatMessage = {
  id: 10,
  seq: 10,
  conversationId: 1,
  sender: jonah,
  clientId: 'jonah-1',
  body: 'See you at the library',
  files: [],
  createdAt: '2026-01-01T00:01:00.000Z',
  editedAt: null,
  deletedAt: null,
}

/** The calls an open 1:1 makes, and a realtime socket the test speaks through. */
function chatHandlers() {
  const socket = ws.link(`ws://localhost:3000${REALTIME_PATH}`)
  const opened = new Promise<(frame: ServerFrame) => void>((resolve) => {
    server.use(
      socket.addEventListener('connection', ({ client }) => {
        const send = (frame: ServerFrame) => {
          client.send(JSON.stringify(frame))
        }
        send({ type: 'hello', v: REALTIME_PROTOCOL_VERSION, uid: 'u-maya', seq: 5, unreadTotal: 0 })
        resolve(send)
      }),
    )
  })
  server.use(
    http.get(`${ORIGIN}/api/v1/chat/conversations`, () =>
      answer(ConversationList, { items: [conversation], nextCursor: null }),
    ),
    http.get(`${ORIGIN}/api/v1/chat/conversations/1`, () => answer(Conversation, conversation)),
    http.get(`${ORIGIN}/api/v1/chat/conversations/1/messages`, () =>
      answer(MessagePage, { items: [], nextBefore: null }),
    ),
    http.get(`${ORIGIN}/api/v1/chat/conversations/1/participants`, () =>
      answer(ParticipantList, { items: [] }),
    ),
    http.get(`${ORIGIN}/api/v1/chat/settings`, () =>
      answer(ChatSettingsResponse, {
        preferences: { readReceipts: true, typingIndicators: true },
        school: { readReceipts: true, typingIndicators: true, groupLimit: 50 },
      }),
    ),
    http.post(`${ORIGIN}/api/v1/chat/conversations/1/read`, () =>
      HttpResponse.json({ lastReadMessageId: 10 }),
    ),
  )
  return opened
}

describe('chat (/chat/:conversationId)', () => {
  it("clears a sender's typing indicator as soon as their message arrives", async () => {
    const opened = chatHandlers()
    renderRoute('/chat/1')
    const send = await opened
    await screen.findByRole('heading', { name: /Jonah/ })
    send({ type: 'typing', conversationId: 1, uid: 'u-jonah' })
    const indicator = await screen.findByTestId('typing-indicator')
    await waitFor(() => {
      expect(indicator).toHaveTextContent(/Jonah is typing/)
    })
    send({ type: 'message', message: fromJonah })
    await screen.findByText('See you at the library')
    // TYPING_VISIBLE_MS is seconds away: only the message itself can have cleared it.
    expect(indicator).not.toHaveTextContent(/typing/)
  })
})

const person = (uid: string, firstName: string, connectionStatus: number) => ({
  uid,
  firstName,
  lastName: 'Berg',
  photoUrl: null,
  genderPronoun: null,
  accountType: 'student' as const,
  yearOfGraduation: 2027,
  visitableProfile: true,
  connectionStatus,
})

describe('chat: New group at a school with connect off', () => {
  it('offers schoolmates, not connections, and never oneself', async () => {
    chatHandlers()
    const asked: string[] = []
    server.use(
      http.get(`${ORIGIN}/mobile_ws/v18/mobile_people`, ({ request }) => {
        asked.push(new URL(request.url).search)
        return answer(MobilePeopleResponse, [
          {
            people: [person('u-maya', 'Maya', -1), person('u-jonah', 'Jonah', 0)],
            total: 2,
          },
        ])
      }),
    )
    const { user } = renderRoute('/chat', { school: { ...demoSchool, config: { connect: false } } })
    await user.click(await screen.findByRole('button', { name: 'New group' }))
    const dialog = await screen.findByRole('dialog', { name: 'New group' })
    await within(dialog).findByRole('checkbox', { name: /Jonah Berg/ })
    expect(within(dialog).queryByRole('checkbox', { name: /Maya/ })).toBeNull()
    expect(within(dialog).getByRole('group', { name: 'Choose schoolmates' })).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent(/connection/i)
    expect(asked.every((search) => !search.includes('connection='))).toBe(true)
  })
})

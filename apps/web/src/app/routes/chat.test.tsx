import {
  ChatSettingsResponse,
  Conversation,
  ConversationList,
  MessagePage,
  MobilePeopleResponse,
  ParticipantList,
  type ChatMessage,
} from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { chatMessage, DIRECT_ID, fakeChat, GROUP_ID, priya } from '../../test/fake-chat.ts'
import { answer, demoSchool, ORIGIN } from '../../test/fake-api.ts'
import { goOffline } from '../../test/network.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The chat screen's detail: the conversation list in each state, the composer's keys, the
 * dialogs' contents, and what the socket's frames show. Two real browsers chatting, the
 * catch-up after going offline or a crash, scrolling and axe are e2e
 * (e2e/tests/chat.spec.ts, chat-restart.spec.ts).
 */
const list = () => screen.findByRole('navigation', { name: 'Conversations' })
const messages = () => screen.findByRole('region', { name: 'Messages' })
const composer = () => screen.findByRole('textbox', { name: /^Message / })

describe('chat (/chat)', () => {
  it('lists the conversations, and a search that matches nothing says what to try', async () => {
    const { user } = renderRoute('/chat')
    const state = fakeChat()
    expect(await screen.findByText('Choose a conversation')).toBeInTheDocument()
    const nav = within(await list())
    const group = await nav.findByRole('link', { name: /CS 201 study group/ })
    expect(group).toHaveAttribute('href', `/chat/${String(GROUP_ID)}`)
    expect(group).toHaveTextContent(/Wednesday 7pm in the student center/)
    expect(nav.getByRole('link', { name: /Leo Martin/ })).toHaveTextContent('No messages yet')

    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'zzz')
    expect(await nav.findByText('No conversations found')).toBeInTheDocument()
    expect(
      nav.getByText('Nothing matches “zzz”. Try a name, a group name or a word from a message.'),
    ).toBeInTheDocument()
    expect(state.searches.at(-1)).toBe('zzz')
  })

  it('with no conversations yet, the list says how to start one', async () => {
    renderRoute('/chat')
    fakeChat({ empty: true })
    expect(await within(await list()).findByText('No conversations yet')).toBeInTheDocument()
  })

  it('a list that did not load offers a retry', async () => {
    const { user } = renderRoute('/chat')
    fakeChat()
    let failing = true
    server.use(
      http.get(`${ORIGIN}/api/v1/chat/conversations`, () =>
        failing
          ? HttpResponse.json({ error: { code: 'x', message: 'No' } }, { status: 400 })
          : undefined,
      ),
    )
    const nav = within(await list())
    expect(await nav.findByText('Something went wrong')).toBeInTheDocument()
    failing = false
    await user.click(nav.getByRole('button', { name: 'Try again' }))
    expect(await nav.findByRole('link', { name: /CS 201 study group/ })).toBeInTheDocument()
  })

  it('a conversation shows its name, members and history; an empty one invites a hello', async () => {
    const { router } = renderRoute(`/chat/${String(GROUP_ID)}`)
    fakeChat()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'CS 201 study group' }),
    ).toBeInTheDocument()
    expect(screen.getByText('3 members')).toBeInTheDocument()
    const region = within(await messages())
    expect(await region.findByText('Who wants to take heaps')).toBeInTheDocument()
    expect(region.getByText('Wednesday 7pm in the student center')).toBeInTheDocument()

    await router.navigate(`/chat/${String(DIRECT_ID)}`)
    expect(await screen.findByRole('heading', { level: 2, name: 'Leo Martin' })).toBeInTheDocument()
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument()
  })

  it('a conversation the student is not in is unavailable', async () => {
    renderRoute('/chat/99')
    fakeChat()
    expect(await screen.findByText('Conversation unavailable')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to your conversations' })).toHaveAttribute(
      'href',
      '/chat',
    )
  })

  it('keyboard: Enter sends, Shift+Enter breaks the line, Up edits the last own message, Escape cancels, Alt+Down moves on', async () => {
    const { user, router } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    const box = await composer()
    await within(await messages()).findByText('Who wants to take heaps')
    await user.click(box)
    await user.keyboard('Typed with the keyboard{Shift>}{Enter}{/Shift}second line{Enter}')
    const region = within(await messages())
    expect(await region.findByText(/second line/)).toBeInTheDocument()
    expect(box).toHaveValue('')
    await waitFor(() => {
      expect(state.writes.find((w) => w.call.endsWith('/messages'))?.body).toMatchObject({
        body: 'Typed with the keyboard\nsecond line',
      })
    })

    await user.keyboard('{ArrowUp}')
    expect(screen.getByText('Editing your message')).toBeInTheDocument()
    expect(box).toHaveValue('Typed with the keyboard\nsecond line')
    await user.clear(box)
    await user.type(box, 'Edited by keyboard{Enter}')
    expect(await region.findByText('Edited by keyboard')).toBeInTheDocument()
    expect(await region.findByText(/edited/)).toBeInTheDocument()
    expect(screen.queryByText('Editing your message')).toBeNull()

    await user.keyboard('{ArrowUp}')
    expect(screen.getByText('Editing your message')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByText('Editing your message')).toBeNull()
    expect(box).toHaveValue('')

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/chat/${String(DIRECT_ID)}`)
    })
  })

  it('a message the server refuses stays, marked not sent, with a retry', async () => {
    const { user } = renderRoute(`/chat/${String(DIRECT_ID)}`)
    fakeChat()
    server.use(
      http.post(`${ORIGIN}/api/v1/chat/conversations/:id/messages`, () =>
        HttpResponse.json({ error: { code: 'x', message: 'Down' } }, { status: 503 }),
      ),
    )
    await user.type(await composer(), 'Are you there?{Enter}')
    const region = within(await messages())
    expect(await region.findByText('Not sent.', { exact: false })).toBeInTheDocument()
    expect(region.getByText('Are you there?')).toBeInTheDocument()
    expect(region.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('offline: a message waits on the device, said so, and is sent once when the network returns', async () => {
    const { user } = renderRoute(`/chat/${String(DIRECT_ID)}`)
    const state = fakeChat()
    const box = await composer()
    const network = goOffline()
    try {
      expect(await screen.findByText('You are offline.')).toBeInTheDocument()
      await user.type(box, 'Sent from the bus{Enter}')
      const region = within(await messages())
      expect(await region.findByText('Sent from the bus')).toBeInTheDocument()
      expect(await region.findByText(/Waiting for a connection/)).toBeInTheDocument()
      expect(await screen.findByText('1 change is waiting to be sent.')).toBeInTheDocument()
      expect(state.writes.filter((w) => w.call.endsWith('/messages'))).toHaveLength(0)
    } finally {
      network.backOnline()
    }
    await waitFor(() => {
      expect(screen.queryByText(/Waiting for a connection/)).toBeNull()
    })
    const sends = state.writes.filter((w) => w.call.endsWith('/messages'))
    expect(sends).toHaveLength(1)
    expect(sends[0]?.body).toMatchObject({ body: 'Sent from the bus' })
    expect(within(await messages()).getByText('Sent from the bus')).toBeInTheDocument()
    expect(screen.queryByText('You are offline.')).toBeNull()
  })

  it('the socket’s frames show who is typing and the message that arrives, announced', async () => {
    const { realtime } = renderRoute(`/chat/${String(GROUP_ID)}`)
    fakeChat()
    await within(await messages()).findByText('Who wants to take heaps')
    await waitFor(() => {
      realtime.send({ type: 'typing', conversationId: GROUP_ID, uid: priya.uid })
      expect(screen.getByTestId('typing-indicator')).toHaveTextContent('Priya is typing…')
    })
    realtime.send({ type: 'message', message: chatMessage(13, GROUP_ID, priya, 'Count me in') })
    expect(await within(await messages()).findByText('Count me in')).toBeInTheDocument()
    await waitFor(() => {
      expect(screen.getByTestId('chat-announcer')).toHaveTextContent(
        'New message from Priya: Count me in',
      )
    })
  })
})

describe('chat dialogs', () => {
  it('New group: a name and connections to pick; Create opens the group', async () => {
    const { user, router } = renderRoute('/chat')
    const state = fakeChat()
    await user.click(await screen.findByRole('button', { name: 'New group' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'New group' }))
    await user.type(dialog.getByLabelText('Group name'), 'Lab partners')
    await user.click(await dialog.findByRole('checkbox', { name: /Priya Raman/ }))
    await user.click(dialog.getByRole('checkbox', { name: /Sam Okoro/ }))
    await user.click(dialog.getByRole('button', { name: 'Create group' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(/^\/chat\/\d+$/)
    })
    expect(state.writes.find((w) => w.call === 'POST /conversations')?.body).toMatchObject({
      name: 'Lab partners',
      participantUids: ['u-priya', 'u-sam'],
    })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lab partners' }),
    ).toBeInTheDocument()
    expect(screen.getByText('3 members')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'New group' })).toBeNull()
  })

  it('Chat settings: the student’s switches, and what the school has turned off', async () => {
    const { user } = renderRoute('/chat')
    fakeChat()
    await user.click(await screen.findByRole('button', { name: 'Chat settings' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Chat settings' }))
    expect(await dialog.findByRole('switch', { name: /Read receipts/ })).toBeChecked()
    expect(dialog.getByText('Others see when you have read their messages.')).toBeInTheDocument()
    expect(dialog.getByText('Your school has turned this off.')).toBeInTheDocument()
  })

  it('Add people: members already in are shown but cannot be picked; Add adds', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    await user.click(await screen.findByRole('button', { name: 'Conversation options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Add people' }))
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Add people to CS 201 study group' }),
    )
    expect(await dialog.findByRole('checkbox', { name: /Priya Raman/ })).toBeDisabled()
    expect(dialog.getByRole('checkbox', { name: /Leo Martin/ })).toBeDisabled()
    await user.click(dialog.getByRole('checkbox', { name: /Sam Okoro/ }))
    await user.click(dialog.getByRole('button', { name: 'Add to group' }))
    await waitFor(() => {
      expect(state.writes.at(-1)).toEqual({
        call: `POST /conversations/${String(GROUP_ID)}/participants`,
        body: { uids: ['u-sam'] },
      })
    })
  })

  it('Leave, Report and Delete ask first and say what happens', async () => {
    const { user } = renderRoute(`/chat/${String(GROUP_ID)}`)
    const state = fakeChat()
    await user.click(await screen.findByRole('button', { name: 'Conversation options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Leave group' }))
    const leave = within(await screen.findByRole('dialog', { name: 'Leave CS 201 study group?' }))
    expect(leave.getByText(/You will stop getting its messages/)).toBeInTheDocument()
    await user.click(leave.getByRole('button', { name: 'Cancel' }))
    // Focus goes back to the menu button the dialog was opened from.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Conversation options' })).toHaveFocus()
    })

    const region = within(await messages())
    const theirs = within(region.getByText('Who wants to take heaps').closest('li') as HTMLElement)
    await user.click(theirs.getByRole('button', { name: 'Message options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }))
    const report = within(await screen.findByRole('dialog', { name: 'Report a message' }))
    await user.type(report.getByLabelText('What is wrong with this message?'), 'Spam')
    await user.click(report.getByRole('button', { name: 'Send report' }))
    await waitFor(() => {
      expect(state.writes.at(-1)).toEqual({
        call: `POST /conversations/${String(GROUP_ID)}/messages/11/report`,
        body: { reason: 'Spam' },
      })
    })

    const mine = within(
      region.getByText('Wednesday 7pm in the student center').closest('li') as HTMLElement,
    )
    await user.click(mine.getByRole('button', { name: 'Message options' }))
    expect(screen.queryByRole('menuitem', { name: 'Report' })).toBeNull()
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const remove = within(await screen.findByRole('dialog', { name: 'Delete this message?' }))
    expect(
      remove.getByText(
        'For everyone: it is removed for everyone in the conversation, and this cannot be undone. For me: it goes from your chat only.',
      ),
    ).toBeInTheDocument()
  })
})

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
  reactions: [],
  replyTo: null,
  mentions: [],
  forwarded: false,
  linkPreview: null,
  broadcast: null,
  threadId: null,
  inConversation: true,
  thread: null,
}

/** The calls an open 1:1 makes (call after renderRoute; its fake socket speaks for the server). */
function chatHandlers() {
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
}

describe('chat (/chat/:conversationId)', () => {
  it("clears a sender's typing indicator as soon as their message arrives", async () => {
    const { realtime } = renderRoute('/chat/1')
    chatHandlers()
    await screen.findByRole('heading', { name: /Jonah/ })
    // Until the socket is open a frame reaches no one: send until it shows.
    await waitFor(() => {
      realtime.send({ type: 'typing', conversationId: 1, uid: 'u-jonah' })
      expect(screen.getByTestId('typing-indicator')).toHaveTextContent(/Jonah is typing/)
    })
    const indicator = screen.getByTestId('typing-indicator')
    realtime.send({ type: 'message', message: fromJonah })
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
    chatHandlers()
    await user.click(await screen.findByRole('button', { name: 'New group' }))
    const dialog = await screen.findByRole('dialog', { name: 'New group' })
    await within(dialog).findByRole('checkbox', { name: /Jonah Berg/ })
    expect(within(dialog).queryByRole('checkbox', { name: /Maya/ })).toBeNull()
    expect(within(dialog).getByRole('group', { name: 'Choose schoolmates' })).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent(/connection/i)
    expect(asked.every((search) => !search.includes('connection='))).toBe(true)
  })
})

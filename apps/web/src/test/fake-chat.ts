import {
  ChannelList,
  ChannelSummary,
  ChatMessage,
  ChatSettingsResponse,
  Conversation,
  ConversationList,
  MentionPage,
  MessagePage,
  MessageSearchPage,
  PinList,
  type PinnedMessage,
  MobilePeopleResponse,
  writtenMentions,
  ParticipantList,
  type ChatPerson,
} from '@quad/shared'
import { http, HttpResponse } from 'msw'
import { answer, maya, ORIGIN } from './fake-api.ts'
import { server } from './setup-routes.ts'

/*
 * A small chat server for route-level tests of /chat: Maya's conversations, their history,
 * her connections, and every change the screen can ask for, kept in memory so a test sees
 * what it did. Answers go through the shared contracts.
 */
const CHAT = `${ORIGIN}/api/v1/chat`
const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`

export const me: ChatPerson = {
  uid: maya.uid,
  firstName: 'Maya',
  lastName: 'Lindqvist',
  photoUrl: null,
}
export const priya: ChatPerson = {
  uid: 'u-priya',
  firstName: 'Priya',
  lastName: 'Raman',
  photoUrl: null,
}
export const leo: ChatPerson = {
  uid: 'u-leo',
  firstName: 'Leo',
  lastName: 'Martin',
  photoUrl: null,
}
export const sam: ChatPerson = { uid: 'u-sam', firstName: 'Sam', lastName: 'Okoro', photoUrl: null }

export const GROUP_ID = 1
export const DIRECT_ID = 2
/** The Chess Club's channels (issue 35 item 9): General and Announcements. */
export const GENERAL_ID = 3
export const ANNOUNCEMENTS_ID = 4
export const chessClub = { uid: 'chessclub', name: 'Chess Club' }

/** A channel of the Chess Club with Priya and Leo in it; `officer`: Maya is one of its officers. */
function channel(
  id: number,
  name: string,
  posting: 'members' | 'officers',
  history: ChatMessage[],
  officer: boolean,
  unreadCount = 0,
): Conversation {
  return Conversation.parse({
    ...conversation(id, name, [priya, leo], history, unreadCount),
    kind: 'channel',
    channel: {
      club: chessClub,
      posting,
      archived: false,
      canPost: posting === 'members' || officer,
      officer,
      canManage: officer,
    },
  })
}

export function chatMessage(
  id: number,
  conversationId: number,
  sender: ChatPerson,
  body: string,
): ChatMessage {
  return ChatMessage.parse({
    id,
    seq: id,
    conversationId,
    sender,
    clientId: `client-${String(id)}`,
    body,
    files: [],
    createdAt: at(id % 60),
    editedAt: null,
    deletedAt: null,
  })
}

/** The server's rule (reactions.service.ts): one of each kind per student, a kind gone at 0. */
function reacted(message: ChatMessage, emoji: string, on: boolean): ChatMessage['reactions'] {
  const others = message.reactions
    .map((r) => (r.emoji === emoji ? { ...r, uids: r.uids.filter((uid) => uid !== me.uid) } : r))
    .map((r) => ({ ...r, count: r.uids.length }))
  const kind = others.find((r) => r.emoji === emoji)
  if (on && kind) kind.uids.push(me.uid)
  if (on && !kind) others.push({ emoji, count: 1, uids: [me.uid] })
  return others.map((r) => ({ ...r, count: r.uids.length })).filter((r) => r.count > 0)
}

/** `others`: everyone but Maya, as the server lists them; the count includes her. */
function conversation(
  id: number,
  name: string | null,
  others: ChatPerson[],
  history: ChatMessage[],
  unreadCount = 0,
): Conversation {
  return Conversation.parse({
    id,
    kind: name ? 'group' : 'direct',
    name,
    participants: others,
    participantCount: others.length + 1,
    lastMessage: history.at(-1) ?? null,
    unreadCount,
    lastReadMessageId: 0,
    muted: false,
    online: false,
    activityAt: history.at(-1)?.createdAt ?? at(0),
  })
}

export interface ChatState {
  conversations: Conversation[]
  messages: Map<number, ChatMessage[]>
  /** Every write the screen sent, as `METHOD path` with its JSON body. */
  writes: Array<{ call: string; body: unknown }>
  /** Conversation-list searches, in order. */
  searches: string[]
  /** Pinned messages by conversation, the latest pin first. */
  pins: Map<number, PinnedMessage[]>
  /** Unread replies in threads the student follows, by starter (decision 096). */
  threadUnread: Map<number, number>
}

function notFound() {
  return HttpResponse.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 })
}

/**
 * Installs the chat server with a study group (two messages, one from Maya) and a 1:1
 * with Leo (no messages). Call after renderRoute: later handlers win over the shell's.
 */
export function fakeChat({ empty = false, officer = false } = {}): ChatState {
  const groupHistory = [
    chatMessage(11, GROUP_ID, priya, 'Who wants to take heaps'),
    chatMessage(12, GROUP_ID, me, 'Wednesday 7pm in the student center'),
  ]
  const announcements = [chatMessage(21, ANNOUNCEMENTS_ID, priya, 'Tournament on Friday at 6')]
  const state: ChatState = {
    conversations: empty
      ? []
      : [
          conversation(GROUP_ID, 'CS 201 study group', [priya, leo], groupHistory, 1),
          conversation(DIRECT_ID, null, [leo], []),
          channel(GENERAL_ID, 'General', 'members', [], officer),
          channel(ANNOUNCEMENTS_ID, 'Announcements', 'officers', announcements, officer, 1),
        ],
    messages: new Map([
      [GROUP_ID, groupHistory],
      [DIRECT_ID, []],
      [GENERAL_ID, []],
      [ANNOUNCEMENTS_ID, announcements],
    ]),
    writes: [],
    searches: [],
    pins: new Map(),
    threadUnread: new Map(),
  }
  // Maya made the study group: she pins there (a group's creator does, decision 094).
  const group = state.conversations.find((c) => c.id === GROUP_ID)
  if (group) group.canPin = true
  let nextId = 100
  // Every change takes a new seq (decision 008), as an edit does on the server.
  let nextSeq = 100
  const find = (id: unknown) => state.conversations.find((c) => String(c.id) === id)
  const record = async (request: Request) => {
    const url = new URL(request.url)
    const body: unknown = request.headers.get('content-type')?.includes('json')
      ? await request.json()
      : null
    state.writes.push({
      call: `${request.method} ${url.pathname.replace('/api/v1/chat', '')}`,
      body,
    })
    return body
  }
  server.use(
    http.get(`${CHAT}/conversations`, ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase()
      state.searches.push(q)
      const items = state.conversations.filter(
        (c) =>
          c.kind !== 'channel' &&
          (!q ||
            (c.name ?? '').toLowerCase().includes(q) ||
            c.participants.some((p) => `${p.firstName} ${p.lastName}`.toLowerCase().includes(q))),
      )
      return answer(ConversationList, { items, nextCursor: null })
    }),
    http.get(`${CHAT}/conversations/:id`, ({ params }) => {
      const found = find(params['id'])
      return found ? answer(Conversation, found) : notFound()
    }),
    http.get(`${CHAT}/conversations/:id/messages`, ({ params, request }) => {
      const history = state.messages.get(Number(params['id']))
      if (!history) return notFound()
      // The conversation's history, or one thread: its starter and replies (decision 096).
      const thread = Number(new URL(request.url).searchParams.get('thread')) || null
      const shown = history.filter((m) =>
        thread === null
          ? m.threadId === null || m.inConversation
          : m.id === thread || m.threadId === thread,
      )
      return answer(MessagePage, { items: [...shown].reverse(), nextBefore: null })
    }),
    http.get(`${CHAT}/conversations/:id/threads`, () =>
      HttpResponse.json({
        items: [...state.threadUnread].map(([rootId, unread]) => ({ rootId, unread })),
      }),
    ),
    http.post(`${CHAT}/conversations/:id/threads/:rootId/read`, async ({ request, params }) => {
      await record(request)
      state.threadUnread.delete(Number(params['rootId']))
      return new HttpResponse(null, { status: 204 })
    }),
    http.get(`${CHAT}/conversations/:id/participants`, ({ params }) => {
      const found = find(params['id'])
      if (!found) return notFound()
      return answer(ParticipantList, {
        items: [me, ...found.participants].map((person) => ({
          person,
          joinedAt: at(0),
          lastReadMessageId: null,
        })),
      })
    }),
    http.post(`${CHAT}/conversations/:id/messages`, async ({ request, params }) => {
      const body = (await record(request)) as {
        body: string
        clientId: string
        replyToId?: number
        mentions?: string[]
        forwardOf?: number
        threadId?: number
        alsoInConversation?: boolean
      }
      const id = Number(params['id'])
      // A forward: the server copies the original's text (any conversation of the sender's).
      const forwarded = [...state.messages.values()]
        .flat()
        .find((m) => body.forwardOf !== undefined && m.id === body.forwardOf)
      const members = (find(params['id'])?.participants ?? []).map((p) => ({
        uid: p.uid,
        name: `${p.firstName} ${p.lastName}`,
      }))
      const original = state.messages.get(id)?.find((m) => m.id === body.replyToId)
      const message = {
        ...chatMessage(nextId++, id, me, forwarded ? forwarded.body : body.body),
        forwarded: forwarded !== undefined,
        seq: nextSeq++,
        clientId: body.clientId,
        replyTo: original
          ? {
              id: original.id,
              sender: original.sender,
              body: original.body,
              hasFiles: false,
              deleted: false,
            }
          : null,
        // The server's reading: sent uids of members, written `@{name}` in the text.
        mentions: writtenMentions(
          body.body,
          members.filter((m) => body.mentions?.includes(m.uid)),
        ),
      }
      const starter = state.messages.get(id)?.find((m) => m.id === body.threadId)
      const sent = starter
        ? { ...message, threadId: starter.id, inConversation: body.alsoInConversation === true }
        : message
      state.messages.get(id)?.push(sent)
      // The server's summary on the starter, which travels with a new seq (decision 096).
      if (starter) {
        const replies = (state.messages.get(id) ?? []).filter((m) => m.threadId === starter.id)
        starter.seq = nextSeq++
        starter.thread = {
          replies: replies.length,
          lastReplyAt: sent.createdAt,
          people: [...new Map(replies.reverse().map((m) => [m.sender.uid, m.sender])).values()],
        }
      }
      return answer(ChatMessage, sent, 201)
    }),
    http.patch(`${CHAT}/conversations/:id/messages/:messageId`, async ({ request, params }) => {
      const body = (await record(request)) as { body: string }
      const history = state.messages.get(Number(params['id'])) ?? []
      const index = history.findIndex((m) => String(m.id) === params['messageId'])
      const old = history[index]
      if (!old) return notFound()
      const edited = { ...old, body: body.body, seq: nextSeq++, editedAt: at(59) }
      history[index] = edited
      return answer(ChatMessage, edited)
    }),
    ...(['put', 'delete'] as const).map((method) =>
      http[method](
        `${CHAT}/conversations/:id/messages/:messageId/reactions/:emoji`,
        async ({ request, params }) => {
          await record(request)
          const history = state.messages.get(Number(params['id'])) ?? []
          const index = history.findIndex((m) => String(m.id) === params['messageId'])
          const old = history[index]
          if (!old) return notFound()
          const changed = {
            ...old,
            seq: nextSeq++,
            reactions: reacted(old, String(params['emoji']), method === 'put'),
          }
          history[index] = changed
          return answer(ChatMessage, changed)
        },
      ),
    ),
    http.get(`${CHAT}/mentions`, () =>
      answer(MentionPage, {
        items: state.conversations.flatMap((c) =>
          (state.messages.get(c.id) ?? [])
            .filter((m) => m.mentions.some((mention) => mention.uid === me.uid))
            .map((message) => ({
              message,
              conversation: { id: c.id, kind: c.kind, name: c.name },
            })),
        ),
        nextBefore: null,
      }),
    ),
    http.post(`${CHAT}/conversations/:id/read`, async ({ request }) => {
      const body = (await record(request)) as { messageId: number }
      return HttpResponse.json({ lastReadMessageId: body.messageId })
    }),
    http.post(`${CHAT}/conversations/:id/messages/:messageId/report`, async ({ request }) => {
      await record(request)
      return new HttpResponse(null, { status: 204 })
    }),
    http.post(`${CHAT}/conversations`, async ({ request }) => {
      const body = (await record(request)) as { name: string; participantUids: string[] }
      const people = [priya, leo, sam].filter((p) => body.participantUids.includes(p.uid))
      const created = conversation(nextId++, body.name, people, [])
      state.conversations.unshift(created)
      state.messages.set(created.id, [])
      return answer(Conversation, created, 201)
    }),
    http.post(`${CHAT}/conversations/:id/participants`, async ({ request, params }) => {
      const body = (await record(request)) as { uids: string[] }
      const found = find(params['id'])
      if (!found) return notFound()
      const added = [sam, leo, priya].filter((p) => body.uids.includes(p.uid))
      found.participants.push(...added)
      found.participantCount = found.participants.length + 1
      return answer(ParticipantList, {
        items: [me, ...found.participants].map((person) => ({
          person,
          joinedAt: at(0),
          lastReadMessageId: null,
        })),
      })
    }),
    http.delete(
      `${CHAT}/conversations/:id/messages/:messageId/for-me`,
      async ({ request, params }) => {
        await record(request)
        const history = state.messages.get(Number(params['id']))
        const index = history?.findIndex((m) => String(m.id) === params['messageId']) ?? -1
        if (!history || index < 0) return notFound()
        history.splice(index, 1)
        return new HttpResponse(null, { status: 204 })
      },
    ),
    http.delete(`${CHAT}/conversations/:id/messages/:messageId`, async ({ request, params }) => {
      await record(request)
      const history = state.messages.get(Number(params['id']))
      const index = history?.findIndex((m) => String(m.id) === params['messageId']) ?? -1
      const message = history?.[index]
      if (!history || !message) return notFound()
      const deleted = ChatMessage.parse({
        ...message,
        body: '',
        seq: nextSeq++,
        deletedAt: at(59),
      })
      history[index] = deleted
      return answer(ChatMessage, deleted)
    }),
    http.get(`${CHAT}/conversations/:id/pins`, ({ params }) => {
      if (!find(params['id'])) return notFound()
      return answer(PinList, { items: state.pins.get(Number(params['id'])) ?? [] })
    }),
    ...(['put', 'delete'] as const).map((method) =>
      http[method](`${CHAT}/conversations/:id/pins/:messageId`, async ({ request, params }) => {
        await record(request)
        const id = Number(params['id'])
        const found = find(params['id'])
        const message = state.messages.get(id)?.find((m) => String(m.id) === params['messageId'])
        if (!found || !message) return notFound()
        const others = (state.pins.get(id) ?? []).filter((pin) => pin.message.id !== message.id)
        const pins =
          method === 'put' ? [{ message, pinnedBy: me, pinnedAt: at(59) }, ...others] : others
        state.pins.set(id, pins)
        found.pinnedCount = pins.length
        return new HttpResponse(null, { status: 204 })
      }),
    ),
    // The server reads words, stems and near spellings; the stand-in, the words as typed.
    http.get(`${CHAT}/search`, ({ request }) => {
      const url = new URL(request.url)
      const q = (url.searchParams.get('q') ?? '').toLowerCase()
      const only = url.searchParams.get('conversationId')
      return answer(MessageSearchPage, {
        items: state.conversations
          .filter((c) => only === null || String(c.id) === only)
          .flatMap((c) =>
            (state.messages.get(c.id) ?? [])
              .filter((m) => !m.deletedAt && m.body.toLowerCase().includes(q))
              .map((message) => ({
                message,
                conversation: { id: c.id, kind: c.kind, name: c.name },
              })),
          )
          .sort((a, b) => b.message.id - a.message.id),
        nextBefore: null,
      })
    }),
    http.get(`${CHAT}/channels`, () => {
      const channels = state.conversations.filter((c) => c.channel)
      return answer(ChannelList, {
        clubs: channels.length === 0 ? [] : [{ club: chessClub, channels }],
      })
    }),
    http.post(`${ORIGIN}/api/v1/clubs/:uid/channels`, async ({ request }) => {
      const body = (await record(request)) as { name: string; posting?: 'members' | 'officers' }
      const posting = body.posting ?? 'members'
      const made = channel(nextId++, body.name.trim(), posting, [], true)
      state.conversations.push(made)
      state.messages.set(made.id, [])
      return answer(
        ChannelSummary,
        { id: made.id, name: body.name.trim(), club: chessClub, posting, archived: false },
        201,
      )
    }),
    http.patch(`${CHAT}/channels/:id`, async ({ request, params }) => {
      const body = (await record(request)) as {
        name?: string
        posting?: 'members' | 'officers'
        archived?: boolean
      }
      const found = find(params['id'])
      if (!found?.channel) return notFound()
      const info = {
        ...found.channel,
        posting: body.posting ?? found.channel.posting,
        archived: body.archived ?? found.channel.archived,
      }
      info.canPost = !info.archived && (info.posting === 'members' || info.officer)
      Object.assign(found, { name: body.name ?? found.name, channel: info })
      return answer(ChannelSummary, {
        id: found.id,
        name: found.name ?? '',
        club: chessClub,
        posting: info.posting,
        archived: info.archived,
      })
    }),
    http.get(`${CHAT}/settings`, () =>
      answer(ChatSettingsResponse, {
        preferences: { readReceipts: true, typingIndicators: true },
        school: { readReceipts: true, typingIndicators: false, groupLimit: 50 },
      }),
    ),
    http.get(`${ORIGIN}/mobile_ws/v18/mobile_people`, () =>
      answer(MobilePeopleResponse, [
        {
          people: [priya, leo, sam].map((p) => ({
            ...p,
            genderPronoun: null,
            accountType: 'student' as const,
            yearOfGraduation: 2027,
            visitableProfile: true,
            connectionStatus: 1,
          })),
          total: 3,
        },
      ]),
    ),
  )
  return state
}

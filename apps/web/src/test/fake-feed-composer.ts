import {
  ChatFile,
  CreatePostBody,
  ErrorBody,
  MentionQuery,
  MentionSuggestions,
  Post,
  UpdatePostBody,
  type ErrorCode,
  type MentionSuggestion,
} from '@quad/shared'
import { http } from 'msw'
import type * as z from 'zod/mini'
import { answer, ORIGIN } from './fake-api.ts'
import { server } from './setup-routes.ts'

/** A post as the server presents it to its author; tests override what they look at. */
export function fakePost(over: Partial<Post> & Pick<Post, 'id'>): Post {
  return Post.parse({
    channel: 'school',
    club: null,
    author: { uid: 'u-maya', firstName: 'Maya', lastName: 'Lindqvist', photoUrl: null },
    title: null,
    body: '<p>Hello</p>',
    images: [],
    poll: null,
    mentions: [],
    sharedToSchool: false,
    pinned: false,
    createdAt: '2026-09-01T10:00:00.000Z',
    editedAt: null,
    likeCount: 0,
    commentCount: 0,
    liked: false,
    canEdit: true,
    canDelete: true,
    canPin: false,
    canComment: true,
    ...over,
  })
}

/** What the composer sent, each request parsed with the schema the server validates with. */
export interface SentPosts {
  created: z.output<typeof CreatePostBody>[]
  updated: z.output<typeof UpdatePostBody>[]
  /** How many files were sent to the upload route (the nth has id `fff…n`). */
  uploads: number
  mentionQueries: z.output<typeof MentionQuery>[]
}

type Issue = { path: string; message: string }
type Refusal = { status: number; code: ErrorCode; message: string; issues?: Issue[] }

interface FeedComposerApi {
  /** Schoolmates the mention search finds (by any name starting with the query). */
  people?: MentionSuggestion[]
  /** Answers to the posts sent, in turn (then 201 with the post). */
  createRefusals?: Refusal[]
  updateRefusals?: Refusal[]
  /** Uploads refused by their number, from 1 in arrival order (the server's 413 and 415). */
  uploadRefusals?: Record<number, Refusal>
}

function refuse({ status, code, message, issues }: Refusal) {
  return answer(ErrorBody, { error: { code, message, ...(issues ? { issues } : {}) } }, status)
}

/** The feed's write routes the composer calls, answered as the server would (the contracts). */
export function useFeedComposerApi(api: FeedComposerApi = {}) {
  const { people = [], createRefusals = [], updateRefusals = [], uploadRefusals = {} } = api
  const sent: SentPosts = { created: [], updated: [], uploads: 0, mentionQueries: [] }
  server.use(
    http.get(`${ORIGIN}/api/v1/feed/mentions`, ({ request }) => {
      const query = MentionQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
      sent.mentionQueries.push(query)
      const q = query.q.toLowerCase()
      const items = people.filter((person) => {
        const name = person.name.toLowerCase()
        return name.startsWith(q) || name.split(' ').some((word) => word.startsWith(q))
      })
      return answer(MentionSuggestions, { items })
    }),
    // Told apart by arrival order: jsdom's XHR sends a File without its name or bytes.
    http.post(`${ORIGIN}/api/v1/files`, () => {
      const number = ++sent.uploads
      const refusal = uploadRefusals[number]
      if (refusal) return refuse(refusal)
      return answer(ChatFile, {
        id: String(number).padStart(32, 'f'),
        name: `photo-${String(number)}.webp`,
        contentType: 'image/webp',
        size: 1000,
        width: 800,
        height: 600,
        hasPreview: true,
      })
    }),
    http.post(`${ORIGIN}/api/v1/feed/posts`, async ({ request }) => {
      const body = CreatePostBody.parse(await request.json())
      sent.created.push(body)
      const refusal = createRefusals[sent.created.length - 1]
      if (refusal) return refuse(refusal)
      return answer(
        Post,
        fakePost({ id: `p-${String(sent.created.length)}`, body: body.body }),
        201,
      )
    }),
    http.patch(`${ORIGIN}/api/v1/feed/posts/:id`, async ({ request, params }) => {
      const body = UpdatePostBody.parse(await request.json())
      sent.updated.push(body)
      const refusal = updateRefusals[sent.updated.length - 1]
      if (refusal) return refuse(refusal)
      const edited = { editedAt: '2026-09-02T10:00:00.000Z', body: body.body ?? '' }
      const post = fakePost({ id: String(params['id']), ...edited, title: body.title ?? null })
      return answer(Post, post)
    }),
  )
  return sent
}

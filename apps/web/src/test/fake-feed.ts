import {
  CommentsPage,
  ConversationList,
  CreateCommentBody,
  EventPage,
  FeedComment,
  FeedPage,
  LikeResult,
  MobilePeopleResponse,
  PollVoteBody,
  Post,
  type FeedReply,
} from '@quad/shared'
import { http, HttpResponse } from 'msw'
import { answer, maya, ORIGIN } from './fake-api.ts'

/*
 * The feed's routes (api.md "Feed") for route-level tests: an in-memory feed whose every
 * answer is parsed through the shared contract, so the client only ever sees what the
 * server could send. A test seeds posts and comments, can make the next like fail, and
 * reads back what was sent.
 */
const API = `${ORIGIN}/api/v1/feed`

export const sam = { uid: 'u-sam', firstName: 'Sam', lastName: 'Okafor', photoUrl: null }

export function fakePost(over: Partial<Post> & Pick<Post, 'id'>): Post {
  return Post.parse({
    channel: 'school',
    club: null,
    author: sam,
    title: null,
    body: `<p>Post ${over.id}</p>`,
    images: [],
    poll: null,
    mentions: [],
    sharedToSchool: false,
    pinned: false,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    editedAt: null,
    likeCount: 0,
    commentCount: 0,
    liked: false,
    canEdit: false,
    canDelete: false,
    canPin: false,
    canComment: true,
    ...over,
  })
}

export function fakeComment(
  over: Partial<FeedComment> & Pick<FeedComment, 'id' | 'postId'>,
): FeedComment {
  return FeedComment.parse({
    parentId: null,
    author: sam,
    body: `<p>Comment ${over.id}</p>`,
    mentions: [],
    createdAt: new Date(Date.now() - 600_000).toISOString(),
    editedAt: null,
    likeCount: 0,
    liked: false,
    replyCount: 0,
    replies: [],
    canEdit: false,
    canDelete: false,
    ...over,
  })
}

const notFound = () =>
  HttpResponse.json({ error: { code: 'not_found', message: 'No such post.' } }, { status: 404 })

export interface FakeFeed {
  posts: Post[]
  pinned: Post[]
  comments: FeedComment[]
  canPost: boolean
  /** The next like answers this error status instead (a rollback test). */
  failNextLike: number | null
  sentComments: CreateCommentBody[]
  votes: string[][]
  deleted: string[]
}

function toReply(comment: FeedComment): FeedReply {
  const { replyCount: _count, replies: _replies, ...reply } = comment
  return reply
}

export function fakeFeed(seed: Partial<FakeFeed> = {}) {
  const feed: FakeFeed = {
    posts: [],
    pinned: [],
    comments: [],
    canPost: false,
    failNextLike: null,
    sentComments: [],
    votes: [],
    deleted: [],
    ...seed,
  }
  const find = (id: string) => [...feed.pinned, ...feed.posts].find((post) => post.id === id)
  const update = (id: string, change: (post: Post) => Post) => {
    feed.posts = feed.posts.map((post) => (post.id === id ? change(post) : post))
    feed.pinned = feed.pinned.map((post) => (post.id === id ? change(post) : post))
  }
  const like = (id: string, on: boolean) => {
    if (feed.failNextLike) {
      const status = feed.failNextLike
      feed.failNextLike = null
      return HttpResponse.json({ error: { code: 'conflict', message: 'Not now.' } }, { status })
    }
    const post = find(id)
    if (!post) return notFound()
    const likeCount = post.likeCount + (post.liked === on ? 0 : on ? 1 : -1)
    update(id, (old) => ({ ...old, liked: on, likeCount }))
    return answer(LikeResult, { liked: on, likeCount })
  }
  const handlers = [
    http.get(API, () =>
      answer(FeedPage, {
        items: feed.posts,
        nextCursor: null,
        pinned: feed.pinned,
        canPost: feed.canPost,
      }),
    ),
    http.get(`${API}/posts/:id`, ({ params }) => {
      const post = find(String(params['id']))
      return post ? answer(Post, post) : notFound()
    }),
    http.put(`${API}/posts/:id/like`, ({ params }) => like(String(params['id']), true)),
    http.delete(`${API}/posts/:id/like`, ({ params }) => like(String(params['id']), false)),
    http.put(`${API}/posts/:id/vote`, async ({ params, request }) => {
      const { optionIds } = PollVoteBody.parse(await request.json())
      feed.votes.push(optionIds)
      const id = String(params['id'])
      update(id, (post) =>
        post.poll
          ? {
              ...post,
              poll: {
                ...post.poll,
                myVotes: optionIds,
                voters: post.poll.voters + 1,
                options: post.poll.options.map((option) =>
                  optionIds.includes(option.id) ? { ...option, votes: option.votes + 1 } : option,
                ),
              },
            }
          : post,
      )
      const post = find(id)
      return post ? answer(Post, post) : notFound()
    }),
    http.delete(`${API}/posts/:id`, ({ params }) => {
      const id = String(params['id'])
      feed.deleted.push(id)
      feed.posts = feed.posts.filter((post) => post.id !== id)
      return new HttpResponse(null, { status: 204 })
    }),
    http.get(`${API}/posts/:id/comments`, ({ params, request }) => {
      const parentId = new URL(request.url).searchParams.get('parentId')
      const postId = String(params['id'])
      const items = parentId
        ? feed.comments.filter((c) => c.parentId === parentId)
        : feed.comments
            .filter((c) => c.postId === postId && c.parentId === null)
            .map((c) => {
              const replies = feed.comments.filter((r) => r.parentId === c.id)
              return { ...c, replyCount: replies.length, replies: replies.slice(0, 3).map(toReply) }
            })
      return answer(CommentsPage, { items, nextCursor: null })
    }),
    http.post(`${API}/posts/:id/comments`, async ({ params, request }) => {
      const body = CreateCommentBody.parse(await request.json())
      feed.sentComments.push(body)
      const comment = fakeComment({
        id: `c-${String(feed.comments.length + 1)}`,
        postId: String(params['id']),
        parentId: body.parentId ?? null,
        author: { ...maya },
        body: body.body,
        canEdit: true,
        canDelete: true,
      })
      feed.comments.push(comment)
      return answer(FeedComment, comment, 201)
    }),
  ]
  return { feed, handlers }
}

/** The home page's rail with nothing in it: no events, chats or requests. */
export const quietRail = [
  http.get(`${ORIGIN}/api/v1/events`, () => answer(EventPage, { items: [], nextCursor: null })),
  http.get(`${ORIGIN}/api/v1/chat/conversations`, () =>
    answer(ConversationList, { items: [], nextCursor: null }),
  ),
  http.get(`${ORIGIN}/mobile_ws/v18/mobile_people`, () =>
    answer(MobilePeopleResponse, [{ people: [], total: 0 }]),
  ),
]

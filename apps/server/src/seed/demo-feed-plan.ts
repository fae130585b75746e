import type { Faker } from '@faker-js/faker'
import type { FeedChannel } from '@quad/shared'
import type { PostText } from './demo-feed-texts.ts'
import { COMMENTS, PHOTO_COMMENTS, REPLIES } from './demo-feed-texts.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** The feed's term so far: posts over the eight weeks before the seed ran. */
export const FEED_TERM_DAYS = 56
/** A poll takes votes for a week (older polls show their results, closed). */
const POLL_DAYS = 7

/** Who may see, like and answer a post, and who may be mentioned in it. */
export interface Audience {
  people: readonly number[]
  /** How likely each one likes the post: a share of the audience. */
  likeShare: readonly [number, number]
  /** Top-level comments. */
  comments: readonly [number, number]
}

export interface PlannedComment {
  authorId: number
  text: string
  createdAt: Date
  likers: number[]
  replies: PlannedComment[]
}

/** A post before anyone reacted to it. */
export type PostDraft = Omit<PlannedPost, 'likers' | 'votes' | 'comments'>

export interface PlannedPost {
  clubId: number | null
  channel: FeedChannel
  authorId: number
  text: PostText
  createdAt: Date
  sharedToSchool: boolean
  pinned: boolean
  /** The hue of its photos (the club's, or the school's). */
  hue: number
  audience: number[]
  likers: number[]
  votes: { userId: number; optionIndex: number; createdAt: Date }[]
  comments: PlannedComment[]
}

/** A post's time in the term: `daysAgo` days before now, at a waking hour. */
export function termTime(faker: Faker, now: Date, daysAgo?: number): Date {
  const days = daysAgo ?? faker.number.int({ min: 0, max: FEED_TERM_DAYS })
  const day = new Date(now.getTime() - days * DAY)
  day.setUTCHours(faker.number.int({ min: 12, max: 26 }), faker.number.int({ max: 59 }), 0, 0)
  return day < now ? day : new Date(now.getTime() - faker.number.int({ min: 5, max: 90 }) * 60_000)
}

/** A time in the days after `from`, never after now. */
export function after(faker: Faker, from: Date, now: Date, days = 4): Date {
  const to = new Date(Math.min(now.getTime(), from.getTime() + days * DAY))
  return to <= from ? from : faker.date.between({ from, to })
}

/**
 * What happens to a post once written: likes from a share of its audience, comments (a
 * third of them with replies, likes on both), votes on its poll. The author never likes
 * or answers their own post; `first` answers first (a named account that commented).
 */
export function planReactions(
  faker: Faker,
  post: PostDraft,
  audience: Audience,
  now: Date,
  first: number[] = [],
): PlannedPost {
  const others = audience.people.filter((id) => id !== post.authorId)
  const share = faker.number.float({ min: audience.likeShare[0], max: audience.likeShare[1] })
  const likers = faker.helpers.arrayElements(others, Math.round(others.length * share))
  const count = Math.min(
    others.length,
    faker.number.int({ min: audience.comments[0], max: audience.comments[1] }),
  )
  const commenters = [...first, ...faker.helpers.arrayElements(others, count)]
  const said = post.text.images ? [...COMMENTS, ...PHOTO_COMMENTS] : COMMENTS
  const comments = commenters.map((authorId) => {
    const createdAt = after(faker, post.createdAt, now)
    const replying = faker.datatype.boolean({ probability: 0.35 })
    const repliers = replying
      ? faker.helpers.arrayElements([post.authorId, ...others], { min: 1, max: 3 })
      : []
    return {
      authorId,
      text: faker.helpers.arrayElement(said),
      createdAt,
      likers: someOf(faker, others, authorId, 4),
      replies: repliers
        .filter((id) => id !== authorId)
        .map((replier) => ({
          authorId: replier,
          text: faker.helpers.arrayElement(REPLIES),
          createdAt: after(faker, createdAt, now, 2),
          likers: someOf(faker, others, replier, 2),
          replies: [],
        })),
    }
  })
  return { ...post, likers, votes: planVotes(faker, post, others, now), comments }
}

/** Up to `max` likers of a comment, never its author. */
function someOf(faker: Faker, people: readonly number[], authorId: number, max: number): number[] {
  const pool = people.filter((id) => id !== authorId)
  return faker.helpers.arrayElements(
    pool,
    faker.number.int({ min: 0, max: Math.min(max, pool.length) }),
  )
}

/** Half or so of the audience votes, before the poll closed; one option, or up to three. */
function planVotes(
  faker: Faker,
  post: Pick<PlannedPost, 'text' | 'createdAt'>,
  voters: readonly number[],
  now: Date,
): PlannedPost['votes'] {
  const poll = post.text.poll
  if (!poll) return []
  const share = faker.number.float({ min: 0.3, max: 0.7 })
  return faker.helpers
    .arrayElements(voters, Math.round(voters.length * share))
    .flatMap((userId) => {
      const picks = poll.multiple ? faker.number.int({ min: 1, max: 3 }) : 1
      const options = faker.helpers.arrayElements(
        poll.options.map((_, i) => i),
        picks,
      )
      const createdAt = after(faker, post.createdAt, now, POLL_DAYS)
      return options.map((optionIndex) => ({ userId, optionIndex, createdAt }))
    })
}

/** When a poll stops taking votes: a week after it was posted. */
export function pollClosesAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + POLL_DAYS * DAY)
}

import type { Faker } from '@faker-js/faker'
import { clubSlug } from '../features/clubs/club-art-urls.ts'
import { clubHue } from '../features/media/club-art.ts'
import {
  CLUB_NEWS,
  CLUB_SPECIAL_NEWS,
  DISCUSSION_POSTS,
  FORUM_THREADS,
  PHOTOGRAPHY_NEWS,
} from './demo-feed-club-texts.ts'
import {
  planReactions,
  termTime,
  FEED_TERM_DAYS,
  type Audience,
  type PlannedPost,
  type PostDraft,
} from './demo-feed-plan.ts'
import {
  SCHOOL_POSTS,
  STUDENT_SCHOOL_POSTS,
  WELCOME_POST,
  type PostText,
} from './demo-feed-texts.ts'

/** A club as its feed needs it. */
export interface FeedClubRow {
  id: number
  name: string
  /** In the listings: its news may be shared to the school (issue 16 item 2). */
  listed: boolean
  officers: number[]
  members: number[]
}

/** Who the demo's feed involves. */
export interface DemoFeedPeople {
  /** Students who post, like and answer at random (the named accounts left out). */
  pool: number[]
  /** Staff and admins who write the school's posts (the first one welcomes). */
  schoolAuthors: number[]
  /** The school lets its students post to its feed. */
  studentsPost: boolean
  /** A named officer who writes their club's news (Maya, the Photography Club). */
  newsWriter?: { userId: number; club: string }
  /** A named student who commented on their club's first post (Jonah, the Chess Club). */
  commenter?: { userId: number; club: string }
}

/** How much a school writes: the demo school a full term, North College a smaller one. */
export interface FeedScale {
  schoolPosts: number
  news: [number, number]
  discussion: [number, number]
  forum: [number, number]
}

/** A post and who reacts to it, before the reactions are drawn. */
interface Draft {
  post: PostDraft
  audience: Audience
}

const SCHOOL_AUDIENCE = { likeShare: [0.02, 0.1], comments: [0, 5] } as const
const WELCOME_AUDIENCE = { likeShare: [0.15, 0.25], comments: [2, 5] } as const
/** Shared news draws a few likes from the whole school; a club's own, a third of its members. */
const SHARED_NEWS = { likeShare: [0.02, 0.08], comments: [0, 4] } as const
const CLUB_NEWS_AUDIENCE = { likeShare: [0.2, 0.5], comments: [0, 4] } as const
/** The named officer's news is the demo's showcase: well liked, always answered. */
const SHOWCASE = { likeShare: [0.5, 0.8], comments: [3, 6] } as const
const DISCUSSION = { likeShare: [0.1, 0.3], comments: [0, 4] } as const
const THREAD = { likeShare: [0.05, 0.2], comments: [2, 7] } as const

/** The school feed: the pinned welcome, staff posts, and students' posts if allowed. */
export function schoolPlans(
  faker: Faker,
  now: Date,
  people: DemoFeedPeople,
  scale: FeedScale,
  hue: number,
): PlannedPost[] {
  const [welcomer] = people.schoolAuthors
  if (welcomer === undefined) return []
  const base = { clubId: null, channel: 'school' as const, sharedToSchool: false, hue }
  const everyone = people.pool
  const drafts: Draft[] = [
    {
      post: {
        ...base,
        authorId: welcomer,
        text: WELCOME_POST,
        createdAt: termTime(faker, now, FEED_TERM_DAYS),
        pinned: true,
        audience: everyone,
      },
      audience: { people: everyone, ...WELCOME_AUDIENCE },
    },
  ]
  const staffTexts = faker.helpers.arrayElements(SCHOOL_POSTS, scale.schoolPosts)
  const byStudents = people.studentsPost ? STUDENT_SCHOOL_POSTS : []
  for (const [texts, authors] of [
    [staffTexts, people.schoolAuthors],
    [byStudents, everyone],
  ] as const) {
    for (const text of texts) {
      const post = {
        ...base,
        authorId: faker.helpers.arrayElement(authors),
        text,
        createdAt: termTime(faker, now),
        pinned: false,
        audience: everyone,
      }
      drafts.push({ post, audience: { people: everyone, ...SCHOOL_AUDIENCE } })
    }
  }
  return drafts.map((draft) => planReactions(faker, draft.post, draft.audience, now))
}

/** One club's news, discussion and forum threads, with their likes, comments and votes. */
export function clubPlans(
  faker: Faker,
  now: Date,
  club: FeedClubRow,
  people: DemoFeedPeople,
  scale: FeedScale,
): PlannedPost[] {
  const inPool = new Set(people.pool)
  const members = club.members.filter((id) => inPool.has(id))
  const officers = club.officers.filter((id) => inPool.has(id))
  const base = { clubId: club.id, hue: clubHue(clubSlug(club.name)), sharedToSchool: false }
  const drafts: Draft[] = newsDrafts(faker, club, people, scale).map((news) => {
    const audience = news.shared ? [...new Set([...members, ...people.pool])] : members
    const style = news.showcase ? SHOWCASE : news.shared ? SHARED_NEWS : CLUB_NEWS_AUDIENCE
    return {
      post: {
        ...base,
        channel: 'news',
        authorId: news.authorId,
        text: news.text,
        createdAt: termTime(faker, now),
        sharedToSchool: news.shared,
        pinned: false,
        audience,
      },
      audience: { people: audience, ...style },
    }
  })
  if (members.length > 0) {
    const discussion = pick(faker, DISCUSSION_POSTS, scale.discussion)
    for (const text of [...discussion, ...pick(faker, FORUM_THREADS, scale.forum)]) {
      const isThread = text.title !== undefined
      // The introductions thread is pinned by an officer at the start of term.
      const pinned = text === FORUM_THREADS[0]
      const post = {
        ...base,
        channel: isThread ? ('forum' as const) : ('discussion' as const),
        authorId: faker.helpers.arrayElement(pinned && officers.length > 0 ? officers : members),
        text,
        createdAt: termTime(faker, now, pinned ? FEED_TERM_DAYS - 2 : undefined),
        pinned,
        audience: members,
      }
      drafts.push({ post, audience: { people: members, ...(isThread ? THREAD : DISCUSSION) } })
    }
  }
  const commenter = people.commenter?.club === club.name ? [people.commenter.userId] : []
  return drafts.map((draft, i) =>
    planReactions(faker, draft.post, draft.audience, now, i === 0 ? commenter : []),
  )
}

/** A few of `texts`, as many as `range` draws. */
function pick(faker: Faker, texts: PostText[], range: readonly [number, number]): PostText[] {
  return faker.helpers.arrayElements(texts, faker.number.int({ min: range[0], max: range[1] }))
}

interface NewsDraft {
  text: PostText
  authorId: number
  shared: boolean
  showcase: boolean
}

/**
 * A club's news by its officers: its own news first, then common ones; the named
 * officer's own posts besides (Maya's Photography Club). A club run by a named account
 * alone (Maya's closed Film Society) has its news by them.
 */
function newsDrafts(
  faker: Faker,
  club: FeedClubRow,
  people: DemoFeedPeople,
  scale: FeedScale,
): NewsDraft[] {
  const inPool = new Set(people.pool)
  const pooled = club.officers.filter((id) => inPool.has(id))
  const officers = pooled.length > 0 ? pooled : club.officers
  if (officers.length === 0) return []
  const special = CLUB_SPECIAL_NEWS[club.name] ?? []
  const wanted = faker.number.int({ min: scale.news[0], max: scale.news[1] })
  const texts = [
    ...special,
    ...faker.helpers.arrayElements(CLUB_NEWS, Math.max(0, wanted - special.length)),
  ]
  // Only a listed club's news may be shared to the school (issue 16 item 2).
  const shared = () => club.listed && faker.datatype.boolean({ probability: 0.4 })
  const drafts = texts.map((text) => ({
    text,
    authorId: faker.helpers.arrayElement(officers),
    shared: shared(),
    showcase: false,
  }))
  const writer = people.newsWriter
  if (writer?.club === club.name) {
    for (const text of PHOTOGRAPHY_NEWS) {
      drafts.push({ text, authorId: writer.userId, shared: shared(), showcase: true })
    }
  }
  return drafts
}

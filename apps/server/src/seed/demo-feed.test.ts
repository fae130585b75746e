// On PostgreSQL (with TEST_DATABASE_URL): the seed is the same SQL on both engines, and its run
// on PGlite is demo-dump.test.ts's (the dump npm install makes and npm start loads).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts'
import { memoryStorage } from '../platform/files/memory-storage.ts'
import { feedImageKey } from '../features/feed/feed-images.ts'
import { Post } from '@quad/shared'
import { postDetail } from '../features/feed/post-query.ts'
import { findSchoolByCode } from '../platform/tenancy/schools.service.ts'
import { seedDemo } from './demo-seed.ts'

/*
 * The demo's term of feed content (issue 16 "Demo data: a term of posts, comments and
 * likes"): what each school has, and that every count equals its rows.
 */

let database: TestDatabase
const storage = memoryStorage()
beforeAll(async () => {
  database = await createTestDatabase()
  expect(await seedDemo(database.db, storage, 40)).toBe(true)
})
afterAll(async () => {
  await database.drop()
})

const rows = async <Row>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<Row & Record<string, unknown>>(query)).rows

it('seeds each school a term of posts in every channel, North a smaller one', async () => {
  const perSchool = await rows<Record<string, number | string | boolean>>(
    sql`SELECT s.code, s.feed_students_post AS "studentsPost", count(*)::int AS posts,
          count(*) filter (where p.channel = 'school')::int AS school,
          count(*) filter (where p.channel = 'school' and not exists
            (select 1 from user_roles r where r.user_id = p.author_id))::int AS "byStudents",
          count(*) filter (where p.channel = 'news')::int AS news,
          count(*) filter (where p.channel = 'news' and p.shared_to_school)::int AS shared,
          count(*) filter (where p.channel = 'discussion')::int AS discussion,
          count(*) filter (where p.channel = 'forum')::int AS forum,
          count(*) filter (where p.pinned_at is not null and p.channel = 'school')::int AS pinned,
          count(*) filter (where p.poll is not null)::int AS polls,
          count(distinct i.post_id)::int AS "withImages",
          count(*) filter (where p.created_at > now() or p.created_at < now() - interval '57 days')::int AS "outOfTerm"
        FROM posts p JOIN schools s ON s.id = p.school_id
        LEFT JOIN post_images i ON i.post_id = p.id AND i.position = 0
        GROUP BY s.code, s.feed_students_post ORDER BY s.code`,
  )
  const [demo, north] = perSchool
  expect(demo).toMatchObject({ code: 'demo', studentsPost: true, pinned: 1, outOfTerm: 0 })
  expect(north).toMatchObject({ code: 'north', studentsPost: false, pinned: 1, outOfTerm: 0 })
  // Students post to the school feed only where the school lets them.
  expect(Number(demo?.['byStudents'])).toBeGreaterThan(0)
  expect(north?.['byStudents']).toBe(0)
  for (const key of ['school', 'news', 'shared', 'discussion', 'forum', 'polls', 'withImages']) {
    expect(Number(demo?.[key]), key).toBeGreaterThan(0)
  }
  expect(Number(north?.['posts'])).toBeLessThan(Number(demo?.['posts']))
  // Every active club has its officers' news; only forum threads have titles.
  const clubs = await rows<{ name: string; news: number; badNews: number }>(
    sql`SELECT c.name, count(p.id) filter (where p.channel = 'news')::int AS news,
          count(p.id) filter (where p.channel = 'news' and not exists (select 1 from club_memberships m
            where m.club_id = c.id and m.user_id = p.author_id and m.role = 'officer'))::int AS "badNews"
        FROM clubs c LEFT JOIN posts p ON p.club_id = c.id WHERE c.status = 'active' GROUP BY c.name`,
  )
  for (const club of clubs) {
    expect(club.news, club.name).toBeGreaterThanOrEqual(1)
    expect(club.badNews, club.name).toBe(0)
  }
  const titles = await rows(
    sql`SELECT id FROM posts WHERE (channel = 'forum') <> (title IS NOT NULL)
          OR body_text ILIKE '%lorem%' OR body LIKE '%{%'`,
  )
  expect(titles).toEqual([])
})

it('keeps every count equal to its rows, replies one level deep, votes on real options', async () => {
  const posts = await rows(
    sql`SELECT p.id FROM posts p
        WHERE p.like_count <> (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)
           OR p.comment_count <> (SELECT count(*) FROM post_comments c WHERE c.post_id = p.id)`,
  )
  expect(posts).toEqual([])
  const comments = await rows(
    sql`SELECT c.id FROM post_comments c
        WHERE c.like_count <> (SELECT count(*) FROM comment_likes l WHERE l.comment_id = c.id)
           OR c.reply_count <> (SELECT count(*) FROM post_comments r WHERE r.parent_id = c.id)`,
  )
  expect(comments).toEqual([])
  const deep = await rows(
    sql`SELECT r.id FROM post_comments r JOIN post_comments c ON c.id = r.parent_id
        WHERE c.parent_id IS NOT NULL OR c.post_id <> r.post_id OR r.created_at < c.created_at`,
  )
  expect(deep).toEqual([])
  const [totals] = await rows<{ replies: number; commentLikes: number; votes: number }>(
    sql`SELECT (SELECT count(*)::int FROM post_comments WHERE parent_id IS NOT NULL) AS replies,
          (SELECT count(*)::int FROM comment_likes) AS "commentLikes",
          (SELECT count(*)::int FROM poll_votes) AS votes`,
  )
  expect(totals?.replies).toBeGreaterThan(0)
  expect(totals?.commentLikes).toBeGreaterThan(0)
  expect(totals?.votes).toBeGreaterThan(0)
  const badVotes = await rows(
    sql`SELECT v.post_id FROM poll_votes v JOIN posts p ON p.id = v.post_id
        WHERE p.poll IS NULL OR v.created_at > (p.poll->>'closesAt')::timestamptz
           OR NOT (p.poll->'options') @> jsonb_build_array(jsonb_build_object('id', v.option_id))
        UNION ALL
        SELECT v.post_id FROM poll_votes v JOIN posts p ON p.id = v.post_id
        WHERE NOT (p.poll->>'multiple')::boolean GROUP BY v.post_id, v.user_id HAVING count(*) > 1`,
  )
  expect(badVotes).toEqual([])
  // Nobody likes their own post; news shared to the school belongs to a listed club.
  const odd = await rows(
    sql`SELECT p.id FROM posts p JOIN post_likes l ON l.post_id = p.id AND l.user_id = p.author_id
        UNION ALL
        SELECT p.id FROM posts p JOIN clubs c ON c.id = p.club_id
        WHERE p.shared_to_school AND (p.channel <> 'news' OR NOT c.published OR c.hidden)`,
  )
  expect(odd).toEqual([])
})

it('stores every image row as WebP with its preview under the feed keys', async () => {
  const images = await rows<{ id: string; school: number; n: number; positions: number }>(
    sql`SELECT i.id, i.school_id AS school FROM post_images i ORDER BY i.post_id, i.position`,
  )
  expect(images.length).toBeGreaterThan(0)
  for (const image of images) {
    for (const key of [
      feedImageKey(image.school, image.id),
      feedImageKey(image.school, image.id, 'preview'),
    ]) {
      const bytes = storage.files.get(key)
      expect(bytes?.subarray(8, 12).toString('latin1'), key).toBe('WEBP')
    }
  }
  const gaps = await rows(
    sql`SELECT post_id FROM post_images GROUP BY post_id
        HAVING max(position) <> count(*) - 1 OR count(*) > 10`,
  )
  expect(gaps).toEqual([])
})

it('mentions schoolmates as the feed writes them, in body and column alike', async () => {
  const mentioned = await rows<{ body: string; mentions: { uid: string; name: string }[] }>(
    sql`SELECT body, mentions FROM posts WHERE jsonb_array_length(mentions) > 0
        UNION ALL SELECT body, mentions FROM post_comments WHERE jsonb_array_length(mentions) > 0`,
  )
  expect(mentioned.length).toBeGreaterThan(0)
  const people = await rows<{ uid: string; name: string }>(
    sql`SELECT uid, first_name || ' ' || last_name AS name FROM users`,
  )
  const nameOf = new Map(people.map((person) => [person.uid, person.name]))
  for (const { body, mentions } of mentioned) {
    for (const mention of mentions) {
      expect(nameOf.get(mention.uid)).toBe(mention.name)
      expect(body).toContain(`data-mention="${mention.uid}"`)
    }
  }
})

it("gives Maya news with likes and comments, Jonah a comment, and the e2e's people nothing", async () => {
  const maya = await rows<{ uid: string; likes: number; comments: number; author: number }>(
    sql`SELECT p.uid, p.like_count AS likes, p.comment_count AS comments, u.id AS author FROM posts p
        JOIN users u ON u.id = p.author_id JOIN clubs c ON c.id = p.club_id
        WHERE u.email = 'student@demo.edu' AND c.name = 'Photography Club' AND p.channel = 'news'`,
  )
  expect(maya.length).toBeGreaterThanOrEqual(3)
  const demo = await findSchoolByCode(database.db, 'demo')
  if (!demo) throw new Error('demo school missing')
  for (const post of maya) {
    expect(post.likes).toBeGreaterThan(0)
    expect(post.comments).toBeGreaterThan(0)
    // Read back as the feed answers it: the shared contract holds, and she may edit it.
    const viewer = {
      userId: Number(post.author),
      schoolId: demo.id,
      admin: false,
      remover: false,
      pinner: false,
    }
    const read = Post.parse(await postDetail(database.db, demo, viewer, post.uid))
    expect(read).toMatchObject({
      likeCount: post.likes,
      commentCount: post.comments,
      canEdit: true,
    })
  }
  const jonah = await rows(
    sql`SELECT c.id FROM post_comments c JOIN users u ON u.id = c.author_id
        WHERE u.email = 'friend@demo.edu'`,
  )
  expect(jonah.length).toBeGreaterThan(0)
  // The notifications and events journeys count what happens to these six.
  const e2e = await rows(
    sql`SELECT u.email FROM users u WHERE u.email IN ('lena@demo.edu', 'omar@demo.edu',
          'priya@demo.edu', 'amara@demo.edu', 'theo@demo.edu', 'sofia@demo.edu')
        AND (EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id OR p.mentions @> jsonb_build_array(jsonb_build_object('uid', u.uid)))
          OR EXISTS (SELECT 1 FROM post_comments c WHERE c.author_id = u.id OR c.mentions @> jsonb_build_array(jsonb_build_object('uid', u.uid)))
          OR EXISTS (SELECT 1 FROM post_likes l WHERE l.user_id = u.id)
          OR EXISTS (SELECT 1 FROM comment_likes l WHERE l.user_id = u.id)
          OR EXISTS (SELECT 1 FROM poll_votes v WHERE v.user_id = u.id))`,
  )
  expect(e2e).toEqual([])
  // The notifications spec's three hear nothing of the school feed (demo-seed.ts).
  const quiet = await rows(
    sql`SELECT u.email FROM users u JOIN notification_settings s ON s.user_id = u.id
        WHERE u.email IN ('amara@demo.edu', 'theo@demo.edu', 'sofia@demo.edu')
        AND s.preferences -> 'general.schoolFeedPosts' ->> 'in_app' = 'no' ORDER BY u.email`,
  )
  expect(quiet.map((row) => row.email)).toEqual([
    'amara@demo.edu',
    'sofia@demo.edu',
    'theo@demo.edu',
  ])
})

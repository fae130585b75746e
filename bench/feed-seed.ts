import { asc, eq, sql } from 'drizzle-orm'
import { users } from '@quad/server/src/platform/db/schema.ts'
import type { Database } from '@quad/server/src/platform/db/database.ts'
import { buildClub, insertClubs } from '@quad/server/src/seed/club-factories.ts'
import { createFaker } from '@quad/server/src/seed/factories.ts'
import { seedBench } from '@quad/server/src/seed/bench-seed.ts'
import { runMigrations } from '@quad/server/src/platform/db/migrate.ts'
import { withIndexesBuiltAfter } from './bulk-load.ts'
import type { SharedSeed } from './targets.ts'

/** The password every bench student shares (bench-seed.ts hashes it once). */
export const FEED_BENCH_PASSWORD = 'quad-bench'
const POSTS_PER_BATCH = 100_000

export interface FeedBenchSize {
  students: number
  clubs: number
  posts: number
  /** Students in exactly 10 clubs, who load the home feed. */
  viewers: number
}

/**
 * The feed school of `size`, migrated, seeded and analysed: P7 and P9 measure the same
 * school, so one `npm run bench` seeds it once a database (`SharedSeed`, targets.ts).
 */
export function feedSchoolSeed(size: FeedBenchSize): SharedSeed<{ viewerEmails: string[] }> {
  return {
    name: `feed_${String(size.students)}_${String(size.clubs)}_${String(size.posts)}_${String(size.viewers)}`,
    async seed(database) {
      await runMigrations(database)
      const started = performance.now()
      const { viewerEmails } = await seedFeedSchool(database, size)
      await database.pool.query('VACUUM ANALYZE')
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      console.error(
        `${database.kind}: ${String(size.posts)} posts seeded and analysed in ${seconds} s`,
      )
      return { viewerEmails }
    },
  }
}

/**
 * P7's school (issue 16 "Fast at scale"): the 100,000 students of the P1 seed, 2,000
 * clubs, every student in 3 of them and each viewer in 10, and 1,000,000 posts over the
 * past year written by SQL `generate_series` (not row by row): a tenth in the school
 * feed, the rest spread over the clubs' news (60 %), discussion (30 %) and forum (10 %),
 * one news post in 97 shared to the school. Each post is "Post number N of the bench: "
 * and six words of a vocabulary, common ones more often.
 */
export async function seedFeedSchool(
  database: Database,
  size: FeedBenchSize,
): Promise<{ viewerEmails: string[] }> {
  const { db } = database
  const school = await withIndexesBuiltAfter(database, ['users', 'profiles'], () =>
    seedBench(db, size.students),
  )
  const faker = createFaker(16)
  const clubIds: number[] = []
  for (let done = 0; done < size.clubs; done += 500) {
    const builds = Array.from({ length: Math.min(500, size.clubs - done) }, () => buildClub(faker))
    clubIds.push(...(await insertClubs(db, school, builds)).map((club) => club.id))
  }
  const students = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.schoolId, school.id))
    .orderBy(asc(users.id))
  const firstId = students[0]?.id ?? 0
  const clubArray = sql`${`{${clubIds.join(',')}}`}::bigint[]`
  // Club k of student u: spread by two primes, distinct for k < 10 (197 * 9 < 2,000).
  await db.execute(sql`insert into club_memberships (club_id, user_id, school_id, role)
    select (${clubArray})[1 + (u.id * 7 + k * 197) % ${size.clubs}], u.id, u.school_id, 'member'
    from users u
    cross join lateral generate_series(0, case when u.id < ${firstId + size.viewers} then 9 else 2 end) k
    where u.school_id = ${school.id}`)
  const words = vocabulary(faker)
  const vocab = sql`${`{${words.join(',')}}`}::text[]`
  // Six words a post from the vocabulary, the first ones far more often (an index cubed):
  // PostgreSQL's statistics then hold many words at many frequencies, as a school's do.
  // With three words in every post and nothing else, a word in no post was estimated in
  // 0.5 % of them, and at 1,000,000 posts the planner walked every post for it (P9).
  const sentence = sql.join(
    [7919, 104_729, 1_299_709, 15_485_863, 179_424_673, 2_147_483_647].map(
      (prime) =>
        sql`(${vocab})[1 + floor(${words.length} * power(((i * ${prime}) % 10007) / 10007.0, 3))::int]`,
    ),
    sql` || ' ' || `,
  )
  // The posts' row triggers (decision 076's feed versions, decision 101's spelling list)
  // are off while the posts are written and their effect is written once after: per row
  // they were most of the seed (a version bumped and six words inserted a post).
  await checkPostTriggers(database)
  await db.execute(sql`alter table posts disable trigger user`)
  // The posts' indexes are built once they are all in (bulk-load.ts).
  await withIndexesBuiltAfter(database, ['posts'], async () => {
    for (let from = 1; from <= size.posts; from += POSTS_PER_BATCH) {
      const to = Math.min(size.posts, from + POSTS_PER_BATCH - 1)
      await db.execute(sql`insert into posts (school_id, club_id, channel, author_id, client_id,
          body, body_text, shared_to_school, like_count, comment_count, created_at)
        select ${school.id}, c.club_id, c.channel,
          ${firstId} + (i * 7919) % ${size.students}, 'bench-' || i,
          '<p>' || t.text || '</p>', t.text,
          c.channel = 'news' and i % 97 = 0, i % 50, i % 7,
          now() - (i * 31.5) * interval '1 second'
        from generate_series(${from}::bigint, ${to}::bigint) i
        cross join lateral (select
          case when i % 10 = 0 then null else (${clubArray})[1 + (i * 31) % ${size.clubs}] end as club_id,
          case when i % 10 = 0 then 'school'
            when (i / 10) % 10 < 6 then 'news'
            when (i / 10) % 10 < 9 then 'discussion'
            else 'forum' end as channel) c
        cross join lateral (select 'Post number ' || i || ' of the bench: ' || ${sentence} as text) t`)
    }
  })
  await db.execute(sql`alter table posts enable trigger user`)
  await writeWhatPostTriggersWrite(database)
  return { viewerEmails: students.slice(0, size.viewers).map((student) => student.email) }
}

/** The posts' insert triggers whose effect `writeWhatPostTriggersWrite` writes. */
const POST_TRIGGERS = ['posts_feed_version_ins_del', 'posts_feed_version_upd', 'posts_search_words']

/** Fails when a migration gave posts a trigger the seed does not know the effect of. */
async function checkPostTriggers({ pool }: Database): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(
    `select tgname as name from pg_trigger where tgrelid = 'posts'::regclass and not tgisinternal`,
  )
  const unknown = rows.map((row) => row.name).filter((name) => !POST_TRIGGERS.includes(name))
  if (unknown.length > 0) {
    throw new Error(
      `posts has triggers the bench seed does not write the effect of: ${unknown.join(', ')} ` +
        '(bench/feed-seed.ts writeWhatPostTriggersWrite)',
    )
  }
}

/**
 * What the posts' insert triggers would have written, for every post at once: each insert
 * bumps its club's feed version, and its school's when it is in the school feed, from 1
 * (`bump_post_feed_versions`, migration 0037), and adds its words of 4 to 32 letters to the
 * school's spelling list (`remember_search_words`, migration 0058). The two ways gave equal
 * tables on a school of 3,000 posts (bench/HISTORY.md, stop 70).
 */
async function writeWhatPostTriggersWrite({ db }: Database): Promise<void> {
  await db.execute(sql`insert into feed_versions (scope, id, version)
    select 'club', club_id, count(*) from posts where club_id is not null group by club_id
    union all
    select 'school', school_id, count(*) from posts
      where channel = 'school' or shared_to_school group by school_id
    on conflict (scope, id) do update set version = feed_versions.version + excluded.version`)
  await db.execute(sql`insert into search_words (school_id, word)
    select distinct school_id, w
    from posts, unnest(tsvector_to_array(to_tsvector('simple',
      coalesce(title, '') || ' ' || body_text))) w
    where w ~ '^[[:alpha:]]{4,32}$'
    on conflict do nothing`)
}

/** Some 2,000 distinct lower-case words, the same every run (faker's word lists, seed 16). */
function vocabulary(faker: ReturnType<typeof createFaker>): string[] {
  const words = new Set<string>()
  for (let i = 0; i < 4000; i++) {
    const word = faker.word.sample().toLowerCase()
    if (/^[a-z]+$/.test(word)) words.add(word)
  }
  return [...words]
}

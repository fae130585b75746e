// @engines both: pg_trgm and the SQL twin of the visibility rule
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { DirectoryOrder, PRIVATE_FIELDS } from '@quad/shared'
import { blocks } from '../../../db/schema/connections.ts'
import type { School } from '../../../platform/tenancy/schools.service.ts'
import { seededRandom } from '../../../test/seeded-random.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../../test/test-app.ts'
import { searchDirectory } from '../directory.service.ts'
import { DirectoryQuerystring, toDirectorySearch, type TagFilter } from '../directory-query.ts'
import { effectiveVisibility, effectiveVisibilitySql } from '../../profiles/visibility.ts'
import { DatabaseSearch } from './database-search.ts'
import { normalise, normaliseSql } from './name-match.ts'
import { LiveDirectory } from './live-directory.ts'
import type { IndexQuery, SchoolIndex } from './school-index.ts'

/**
 * Decision 069: while a school's index loads, the database answers. For the same query
 * both give the same students, in the same order, with the same cards and shown tags,
 * the same total and the same facet counts — on PGlite and on PostgreSQL.
 */

const ctx = useTestApp()
const FIRST = ['Maya', 'Mayra', 'Jonah', 'José', 'Ana', 'Anna', 'Zoë', 'Li', 'Émile', 'Omar']
const LAST = ['Patel', 'Okafor', 'García', 'Garcia', 'de la Cruz', 'Chen', 'Ng', 'Ávila']
const TAGS = ['Chess', 'Hiking', 'Jazz', 'Robotics']
const TYPES = ['student', 'alumni', 'faculty'] as const
const SHOWN = [undefined, 'school', 'connections', 'private'] as const

let school: School
let viewer = 0
const blockers: number[] = []
const everyone: number[] = []
let index: SchoolIndex

beforeAll(async () => {
  const database = ctx().database
  school = await insertSchool(database.db, { code: 'fallback', name: 'Fallback' })
  // The school hides sports by default: only an owner's own "school" shows them.
  await database.db.execute(
    sql`UPDATE schools SET profile_visibility_defaults = '{"sports": "private"}' WHERE id = ${school.id}`,
  )
  const random = seededRandom(69)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const some = () => TAGS.filter(() => random() < 0.4)
  viewer = (await insertTestStudent(database, school, { firstName: 'Vera', lastName: 'Viewer' })).id
  for (let i = 0; i < 60; i++) {
    const interests = pick(SHOWN)
    const sports = pick(SHOWN)
    const { id } = await insertTestStudent(
      database,
      school,
      {
        firstName: pick(FIRST),
        lastName: pick(LAST),
        accountType: pick(TYPES),
        status: i % 17 === 5 ? 'deleted' : 'active',
      },
      {
        yearOfGraduation: random() < 0.15 ? null : 2025 + Math.floor(random() * 4),
        interests: some(),
        sports: some(),
        languages: some(),
        directoryOptOut: i % 13 === 7,
        fieldVisibility: {
          ...(interests && { interests }),
          ...(sports && { sports }),
        },
      },
    )
    everyone.push(id)
    if (i % 11 === 3) blockers.push(id)
  }
  await database.db
    .insert(blocks)
    .values(blockers.map((blockerId) => ({ schoolId: school.id, blockerId, blockedId: viewer })))
  const live = new LiveDirectory(database.db)
  index = await live.index(school.id, null)
  live.close()
})

const base: IndexQuery = {
  text: null,
  accountType: null,
  year: null,
  tags: [],
  order: 'lastName',
  offset: 0,
  count: 100,
  only: null,
  hidden: [],
}
const tag = (facet: TagFilter['facet'], tags: string[], all = false, exclude = false) => ({
  facet,
  tags,
  all,
  exclude,
})

/** Texts whose index answer is its prefix tier: two letters, or words no typo reaches. */
const TEXTS = [null, 'ma', 'ga', 'jo', 'an', 'de la', 'ch', 'z', 'e', 'a']
const FILTERS: Array<Partial<IndexQuery>> = [
  {},
  { accountType: 'faculty' },
  { year: 2026 },
  { tags: [tag('interests', ['Chess'])] },
  { tags: [tag('interests', ['Chess', 'Jazz'], true)] },
  { tags: [tag('sports', ['Hiking', 'Jazz'])] },
  { tags: [tag('interests', ['Hiking'], false, true)] },
  { tags: [tag('sports', ['Chess', 'Robotics'], true, true), tag('languages', ['Jazz'])] },
  { accountType: 'student', year: 2027, tags: [tag('languages', ['Chess'])] },
]

async function agree(query: IndexQuery) {
  const label = JSON.stringify(query)
  const fromDatabase = new DatabaseSearch(ctx().database.db, school.id)
  const answer = await fromDatabase.search(query)
  const expected = index.search(query)
  const who = (page: typeof answer) =>
    page.people.map(({ id, card }) => `${id} ${card.firstName} ${card.lastName}`)
  expect(who(answer), label).toEqual(who(expected))
  expect(answer, label).toEqual(expected)
  expect(await fromDatabase.tally(query), label).toEqual(index.tally(query))
}

describe('the database search while an index loads (decision 069)', () => {
  it('agrees with the index on every order, text and filter', async () => {
    for (const order of DirectoryOrder.options)
      for (const text of TEXTS) await agree({ ...base, order, text, hidden: blockers })
    for (const filters of FILTERS)
      for (const text of TEXTS) await agree({ ...base, ...filters, text })
  })

  it('agrees on pages, connection filters and blocked students', async () => {
    for (const order of ['lastName', '-recent', 'yearOfGraduation'] as const)
      for (const offset of [0, 7, 30, 55]) await agree({ ...base, order, offset, count: 9 })
    await agree({ ...base, only: everyone.slice(0, 12), hidden: blockers })
    await agree({ ...base, only: [], text: 'ma' })
    await agree({ ...base, hidden: everyone.slice(0, 30), order: '-lastName', count: 5 })
  })

  it('never matches or counts a hidden tag, an opted-out or a deleted student', async () => {
    const fromDatabase = new DatabaseSearch(ctx().database.db, school.id)
    const all = await fromDatabase.search(base)
    const listed = await ctx().database.db.execute<{ id: string | number }>(sql`
      SELECT u.id FROM users u JOIN profiles p ON p.user_id = u.id
      WHERE u.school_id = ${school.id} AND NOT p.directory_opt_out AND u.status = 'active'`)
    expect(all.people.map((person) => person.id).sort()).toEqual(
      listed.rows.map((row) => Number(row.id)).sort(),
    )
    const hidden = await ctx().database.db.execute<{ id: string | number }>(sql`
      SELECT user_id AS id FROM profiles
      WHERE field_visibility ->> 'sports' IS DISTINCT FROM 'school' AND cardinality(sports) > 0`)
    const hiders = new Set(hidden.rows.map((row) => Number(row.id)))
    expect(hiders.size).toBeGreaterThan(0)
    for (const person of all.people)
      if (hiders.has(person.id)) expect(person.tags.sports).toEqual([])
    const sports = await fromDatabase.search({ ...base, tags: [tag('sports', TAGS)] })
    expect(sports.people.some((person) => hiders.has(person.id))).toBe(false)
  })

  it('folds names and reads visibility as the JavaScript rules do', async () => {
    const db = ctx().database.db
    const names = ['  García  de la Cruz ', 'ZOË', 'Émile', 'Ñoño\tLi', 'Đặng Thị', 'Ünal']
    for (const name of names) {
      const folded = await db.execute<{ n: string }>(
        sql`SELECT ${normaliseSql(sql`${name}::text`)} AS n`,
      )
      expect(folded.rows[0]?.n, name).toBe(normalise(name))
    }
    const choices = [undefined, 'school', 'connections', 'private', 'bogus']
    for (const field of PRIVATE_FIELDS)
      for (const own of choices)
        for (const byDefault of choices) {
          const mine = own ? { [field]: own } : {}
          const school = byDefault ? { [field]: byDefault } : {}
          const result = await db.execute<{ v: string }>(
            sql`SELECT ${effectiveVisibilitySql(field, sql`${JSON.stringify(mine)}::jsonb`, sql`${JSON.stringify(school)}::jsonb`)} AS v`,
          )
          expect(result.rows[0]?.v, `${field} ${own} ${byDefault}`).toBe(
            effectiveVisibility(field, mine, school),
          )
        }
  })

  it('matches only the start of a name word, not a typo (the index does both)', async () => {
    const typo = { ...base, text: 'okafr', order: 'relevance' as const }
    expect(index.search(typo).total).toBeGreaterThan(0)
    expect((await new DatabaseSearch(ctx().database.db, school.id).search(typo)).total).toBe(0)
  })

  it('answers a search before the index is loaded, then from the index, the same', async () => {
    const live = new LiveDirectory(ctx().database.db)
    try {
      const search = toDirectorySearch(
        DirectoryQuerystring.parse({ search: 'ga', facets: '1', limit: 10 }),
      )
      expect(await live.source(school.id, viewer)).toBeInstanceOf(DatabaseSearch)
      const before = await searchDirectory(live, school, viewer, search)
      expect(await live.source(school.id, viewer)).not.toBeInstanceOf(DatabaseSearch)
      expect(await searchDirectory(live, school, viewer, search)).toEqual(before)
      expect(before.people.length).toBeGreaterThan(0)
    } finally {
      live.close()
    }
  })
})

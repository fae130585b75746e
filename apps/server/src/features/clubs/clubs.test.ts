// @engines both: the feature's route contract
import { beforeAll, describe, expect, it } from 'vitest'
import { Club, ClubAbout, ClubListing } from '@quad/shared'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/** Clubs (spec 3 "Club", spec 7): listing, about, join and leave, one school at a time. */
const ctx = useTestApp()
let school: School
const people: Record<string, { id: number; uid: string }> = {}
const api: Record<string, BearerClient> = {}
const club: Record<string, { uid: string; name: string }> = {}
let otherClub = ''

beforeAll(async () => {
  school = await insertSchool(ctx().database.db, { code: 'clubs', name: 'Clubs' })
  for (const name of ['ada', 'ben', 'cy', 'dee']) {
    people[name] = await insertTestStudent(ctx().database, school, { email: `${name}@clubs.edu` })
    api[name] = await bearerClient(ctx, 'clubs', `${name}@clubs.edu`)
  }
  const id = (name: string) => (people[name] as { id: number }).id
  club.chess = await insertClub(ctx(), school, {
    name: 'Chess Club',
    category: 'Recreation',
    officers: [id('ada')],
    members: [id('ben'), id('cy')],
  })
  club.art = await insertClub(ctx(), school, { name: 'art collective', members: [id('ben')] })
  club.zine = await insertClub(ctx(), school, { name: 'Zine 100% Club', category: 'Arts' })
  const other = await insertSchool(ctx().database.db, { code: 'elsewhere', name: 'Elsewhere' })
  const stranger = await insertTestStudent(ctx().database, other)
  otherClub = (await insertClub(ctx(), other, { name: 'Aardvark Club', officers: [stranger.id] }))
    .uid
})

const as = (name: string) => api[name] as BearerClient
const uidOf = (name: string) => (club[name] as { uid: string }).uid

async function listing(name: string, query = '') {
  const response = await as(name).get(`/api/v1/clubs${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return ClubListing.parse(response.json())
}

describe('the listing', () => {
  it('lists only the school’s clubs, NameAsc, with counts and the viewer’s role', async () => {
    const { items, total, perPage, currentPage } = await listing('ben')
    expect(items.map((c) => c.name)).toEqual(['art collective', 'Chess Club', 'Zine 100% Club'])
    expect({ total, perPage, currentPage }).toEqual({ total: 3, perPage: 20, currentPage: 1 })
    expect(items[1]).toMatchObject({
      id: uidOf('chess'),
      category: 'Recreation',
      countMembers: 3,
      countOfficers: 1,
      membership: 'member',
      logoUrl: '/media/clubs/chess-club/logo.svg',
    })
    expect((await listing('ada')).items[1]?.membership).toBe('officer')
    expect((await listing('dee')).items.every((c) => c.membership === null)).toBe(true)
  })

  it('searches, filters by category and membership, orders and pages', async () => {
    expect((await listing('dee', '?search=chess')).items.map((c) => c.name)).toEqual(['Chess Club'])
    // A typed % is a character, not a wildcard.
    expect((await listing('dee', '?search=100%25')).items.map((c) => c.name)).toEqual([
      'Zine 100% Club',
    ])
    expect((await listing('dee', '?search=%25')).total).toBe(1)
    expect((await listing('dee', '?category=arts')).items.map((c) => c.name)).toEqual([
      'Zine 100% Club',
    ])
    expect((await listing('ben', '?membership=mine')).items.map((c) => c.name)).toEqual([
      'art collective',
      'Chess Club',
    ])
    expect((await listing('dee', '?ordering=NameDesc')).items[0]?.name).toBe('Zine 100% Club')
    expect((await listing('dee', '?ordering=CountMembersDesc')).items[0]?.name).toBe('Chess Club')
    const second = await listing('dee', '?pageSize=2&pageOffset=1')
    expect(second).toMatchObject({ total: 3, perPage: 2, currentPage: 2 })
    expect(second.items.map((c) => c.name)).toEqual(['Zine 100% Club'])
  })

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=101', 'pageSize'],
      ['?pageOffset=-1', 'pageOffset'],
      ['?ordering=Newest', 'ordering'],
      ['?membership=theirs', 'membership'],
      [`?search=${'x'.repeat(101)}`, 'search'],
    ] as const) {
      const response = await as('dee').get(`/api/v1/clubs${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.message, query).toContain(field)
    }
  })

  it('needs a bearer token', async () => {
    const response = await ctx().app.inject({
      url: '/api/v1/clubs',
      headers: { host: hostOf('clubs') },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('a club’s about page', () => {
  it('shows the club, its officers and its additional information', async () => {
    const response = await as('dee').get(`/api/v1/clubs/${uidOf('chess')}/about`)
    expect(response.statusCode).toBe(200)
    const about = ClubAbout.parse(response.json())
    expect(about.club.name).toBe('Chess Club')
    expect(about.officers.map((o) => o.uid)).toEqual([people.ada?.uid])
    expect(about.additionalInfo).toEqual([
      { question: 'Founded', questionType: 'DATE', answer: '2001-09-01' },
    ])
  })

  it('is a 404 for another school’s club and a 400 for an id that cannot be one', async () => {
    expect((await as('dee').get(`/api/v1/clubs/${otherClub}/about`)).statusCode).toBe(404)
    const bad = await as('dee').get('/api/v1/clubs/Not-A-Club/about')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toContain('id')
  })
})

describe('joining and leaving', () => {
  it('joins as a member once, and leaves once', async () => {
    const path = `/api/v1/clubs/${uidOf('zine')}/membership`
    const joined = await as('dee').post(path)
    expect(joined.statusCode).toBe(201)
    expect(Club.parse(joined.json())).toMatchObject({ membership: 'member', countMembers: 1 })
    const again = await as('dee').post(path)
    expect(again.statusCode).toBe(200)
    expect(Club.parse(again.json()).countMembers).toBe(1)
    expect((await listing('dee', '?membership=mine')).items.map((c) => c.name)).toEqual([
      'Zine 100% Club',
    ])

    const left = await as('dee').delete(path)
    expect(left.statusCode).toBe(200)
    expect(Club.parse(left.json())).toMatchObject({ membership: null, countMembers: 0 })
    expect((await as('dee').delete(path)).statusCode).toBe(200)
    expect((await listing('dee', '?membership=mine')).total).toBe(0)
  })

  it('cannot join or leave another school’s club', async () => {
    const path = `/api/v1/clubs/${otherClub}/membership`
    expect((await as('dee').post(path)).statusCode).toBe(404)
    expect((await as('dee').delete(path)).statusCode).toBe(404)
    expect((await as('dee').post('/api/v1/clubs/x.y/membership')).statusCode).toBe(400)
  })
})

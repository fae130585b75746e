import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ClubLengthAwareListing,
  ClubListing,
  ListingConfigResponse,
  ListingFiltersResponse,
} from '@quad/shared'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { clubs } from '../../db/schema/clubs.ts'
import { forms } from '../../db/schema/forms.ts'
import { insertRsvp } from '../../test/rsvp-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'

/**
 * Issue 12: the spec's length-aware listing of clubs (spec 3 "Club" filters, optional
 * properties and relationships; spec 7 pageOffset, pageSize, JSON params, camel-joined
 * ordering; spec 3 "Listing response"), and no filter silently ignored on either listing.
 */
const ctx = useTestApp()
let school: School
let api: BearerClient
const clubIds: Record<string, string> = {}
const people = { me: 0, other: 0 }

/** A club's row, for what a test stores beside it. */
async function clubRow(name: string) {
  const [row] = await ctx().database.db.select().from(clubs).where(eq(clubs.name, name))
  if (!row) throw new Error(`no club ${name}`)
  return row
}

beforeAll(async () => {
  school = await insertSchool(ctx().database.db, { code: 'listing', name: 'Listing' })
  const me = await insertTestStudent(ctx().database, school, { email: 'me@listing.edu' })
  const other = await insertTestStudent(ctx().database, school, { email: 'o@listing.edu' })
  people.me = me.id
  people.other = other.id
  api = await bearerClient(ctx, 'listing', 'me@listing.edu')
  const add = async (name: string, category: string, officers: number[], members: number[]) => {
    clubIds[name] = (await insertClub(ctx(), school, { name, category, officers, members })).uid
  }
  await add('Chess Club', 'Recreation', [me.id], [other.id])
  await add('art collective', 'Arts', [], [other.id])
  await add('Zine Club', 'Arts', [other.id], [me.id])
  await add('Rowing', 'Sports', [], [])
})

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value))

async function lengthAware(query: string) {
  const response = await api.get(`/api/v1/clubs/listing?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return ClubLengthAwareListing.parse(response.json())
}

async function refused(url: string, field: string) {
  const response = await api.get(url)
  expect(response.statusCode, response.body).toBe(400)
  expect(response.headers['x-error-status']).toBe('400')
  expect(response.json().error.message).toContain(field)
  return response.json().error.message as string
}

const names = (listing: { items: Array<{ name: string }> }) => listing.items.map((c) => c.name)

describe('the length-aware listing', () => {
  it('answers spec 3’s listing response, NameAsc by default, a page at a time', async () => {
    const first = await lengthAware('pageOffset=0&pageSize=3')
    expect(names(first)).toEqual(['art collective', 'Chess Club', 'Rowing'])
    expect({ ...first, items: undefined }).toEqual({
      total: 4,
      perPage: 3,
      currentPage: 1,
      messages: [],
      items: undefined,
    })
    expect(names(await lengthAware('pageOffset=1&pageSize=3'))).toEqual(['Zine Club'])
    // Without optional properties, an item is the club's own fields only.
    expect(Object.keys(first.items[0] ?? {}).sort()).toEqual(
      ['category', 'createdAt', 'description', 'id', 'name'].sort(),
    )
  })

  it('filters by the spec’s names', async () => {
    expect(names(await lengthAware(`filters=${json({ Category: 'arts' })}`))).toEqual([
      'art collective',
      'Zine Club',
    ])
    expect(names(await lengthAware(`filters=${json({ Search: 'zine' })}`))).toEqual(['Zine Club'])
    expect(names(await lengthAware(`filters=${json({ StudentMembership: true })}`))).toEqual([
      'Chess Club',
      'Zine Club',
    ])
    expect(names(await lengthAware(`filters=${json({ StudentMembership: false })}`))).toEqual([
      'art collective',
      'Rowing',
    ])
    const ids = [clubIds.Rowing, clubIds['Chess Club']]
    expect(names(await lengthAware(`filters=${json({ Ids: ids })}`))).toEqual([
      'Chess Club',
      'Rowing',
    ])
    expect(names(await lengthAware(`filters=${json({ Id: clubIds.Rowing })}`))).toEqual(['Rowing'])
    expect((await lengthAware(`filters=${json({ School: 'elsewhere' })}`)).total).toBe(0)
    expect((await lengthAware(`filters=${json({ School: 'listing' })}`)).total).toBe(4)
    // Every Quad club is open, published, listed and not deleted.
    expect((await lengthAware(`filters=${json({ ClosedMembership: true })}`)).total).toBe(0)
    expect((await lengthAware(`filters=${json({ Deleted: false, Published: true })}`)).total).toBe(
      4,
    )
    // Spec 5: empty values are as good as absent.
    expect((await lengthAware(`filters=${json({ Search: '', Category: [] })}`)).total).toBe(4)
  })

  it('adds the optional properties and relationships asked for, and says which it lacks', async () => {
    const listing = await lengthAware(
      `filters=${json({ Id: clubIds['Chess Club'] })}` +
        `&optionalProperties=${json(['CountMembers', 'CountOfficers', 'Logo', 'StudentMembershipActive', 'CountPoints'])}` +
        `&relationships=${json(['Categories', 'Tags'])}`,
    )
    expect(listing.items[0]).toMatchObject({
      countMembers: 2,
      countOfficers: 1,
      logoUrl: '/media/clubs/chess-club/logo.svg',
      membership: 'officer',
      categories: [{ name: 'Recreation' }],
      tags: [],
    })
    expect(listing.items[0]).not.toHaveProperty('coverUrl')
    expect(listing.messages).toEqual([
      'optionalProperties: CountPoints is not available yet and was left out.',
    ])
  })

  it('counts each club’s published events, the students going and its forms (CountEvents, CountRSVPs, CountSurveys)', async () => {
    const chess = await clubRow('Chess Club')
    const going = await insertEvent(ctx(), school, { clubId: chess.id, title: 'Blitz night' })
    await insertEvent(ctx(), school, { clubId: chess.id, title: 'Simul' })
    await insertEvent(ctx(), school, { clubId: chess.id, status: 'draft' })
    await insertEvent(ctx(), school, { clubId: chess.id, status: 'cancelled' })
    await insertRsvp(ctx(), school, { eventId: going.id, userId: people.me, status: 'going' })
    await insertRsvp(ctx(), school, {
      eventId: going.id,
      userId: people.other,
      status: 'interested',
    })
    // Its forms (the forms feature's count, CountSurveys): opened ones, not drafts.
    const form = (status: 'draft' | 'open' | 'closed') => ({
      schoolId: school.id,
      clubId: chess.id,
      audience: 'club' as const,
      title: `A ${status} form`,
      sections: [],
      responsesPerPerson: 'one' as const,
      anonymous: false,
      status,
    })
    await ctx()
      .database.db.insert(forms)
      .values([form('open'), form('closed'), form('draft')])
    const listing = await lengthAware(
      `optionalProperties=${json(['CountEvents', 'CountRSVPs', 'CountSurveys'])}&ordering=NameAsc`,
    )
    const counts = Object.fromEntries(
      listing.items.map((club) => [
        club.name,
        [club.countEvents, club.countRsvps, club.countSurveys],
      ]),
    )
    expect(counts).toEqual({
      'art collective': [0, 0, 0],
      'Chess Club': [2, 1, 2],
      Rowing: [0, 0, 0],
      'Zine Club': [0, 0, 0],
    })
    expect(listing.messages).toEqual([])
  })

  it('orders by camel-joined keys', async () => {
    expect(names(await lengthAware('ordering=NameDesc'))).toEqual([
      'Zine Club',
      'Rowing',
      'Chess Club',
      'art collective',
    ])
    expect(names(await lengthAware('ordering=CategoryAscNameDesc'))).toEqual([
      'Zine Club',
      'art collective',
      'Chess Club',
      'Rowing',
    ])
    expect(names(await lengthAware('ordering=CountMembersDescNameAsc'))[3]).toBe('Rowing')
  })

  it('refuses what it does not know with a 400 naming the field', async () => {
    const base = '/api/v1/clubs/listing?'
    await refused(`${base}filters=${json({ Colour: 'red' })}`, 'filters')
    expect(await refused(`${base}filters=${json({ Colour: 'red' })}`, 'Colour')).toBeTruthy()
    await refused(`${base}filters=${json({ HomePage: true })}`, 'filters.HomePage')
    await refused(
      `${base}filters=${json({ StudentMembership: 'maybe' })}`,
      'filters.StudentMembership',
    )
    await refused(`${base}filters=not-json`, 'filters')
    await refused(`${base}filters=${json(['Search'])}`, 'filters')
    await refused(`${base}optionalProperties=${json(['Colour'])}`, 'optionalProperties')
    await refused(`${base}relationships=${json(['Friends'])}`, 'relationships')
    await refused(`${base}ordering=ColourAsc`, 'ordering')
    await refused(`${base}ordering=Name`, 'ordering')
    await refused(`${base}pageSize=500`, 'pageSize')
    await refused(`${base}colour=red`, 'colour')
  })
})

describe('the app listing', () => {
  it('refuses a filter or parameter it does not know instead of ignoring it', async () => {
    await refused('/api/v1/clubs?colour=red', 'colour')
    await refused('/api/v1/clubs?Category=Arts', 'Category')
    const response = await api.get('/api/v1/clubs?search=chess&membership=mine&ordering=NameAsc')
    expect(response.statusCode).toBe(200)
    const listing = ClubListing.parse(response.json())
    expect(names(listing)).toEqual(['Chess Club'])
    expect(listing.messages).toEqual([])
  })
})

describe('the clubs listing’s config (listing_config and listing_filters, type=clubs)', () => {
  const get = async (url: string) => {
    const { cookie } = await login(ctx().app, 'listing', 'me@listing.edu')
    return ctx().app.inject({ url, headers: { host: hostOf('listing'), cookie } })
  }

  it('offers the spec’s filters with the school’s categories, a grid of 20 and NameAsc first', async () => {
    const response = await get('/mobile_ws/v18/listing_config?type=clubs')
    expect(response.statusCode, response.body).toBe(200)
    const config = ListingConfigResponse.parse(response.json())
    expect(config.filters.map((filter) => filter.name)).toEqual([
      'Search',
      'Category',
      'StudentMembership',
    ])
    expect(config.filters[1]?.options.map((option) => option.value)).toEqual([
      'Arts',
      'Recreation',
      'Sports',
    ])
    expect(config.layout).toEqual({ view: 'grid', pageSize: 20 })
    expect(config.ordering.defaultOrder).toBe('NameAsc')
    // Every ordering offered is one the listing takes.
    for (const { value } of config.ordering.options) {
      await lengthAware(`ordering=${value}`)
    }
    const filters = await get('/mobile_ws/v18/listing_filters?type=clubs')
    expect(ListingFiltersResponse.parse(filters.json()).filters).toEqual(config.filters)
  })

  it('still answers the directory’s, and names an unknown type', async () => {
    const directory = await get('/mobile_ws/v18/listing_config?type=directory')
    expect(directory.statusCode).toBe(200)
    expect(ListingConfigResponse.parse(directory.json()).ordering.defaultOrder).toBe('lastName')
    const unknown = await get('/mobile_ws/v18/listing_config?type=events')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.message).toBe('querystring.type: must be one of: directory, clubs')
  })
})

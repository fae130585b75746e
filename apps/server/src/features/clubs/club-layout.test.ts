import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ClubAbout, ClubLayout, type ClubTab } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { useEventSchool, type EventPerson } from '../../test/event-school.ts'
import { clientFor, useTestApp } from '../../test/test-app.ts'

/**
 * The club page's tabs (issue 16 "Club pages", decision 047) through real HTTP:
 * `GET /api/v1/clubs/{id}/layout` for each kind of viewer, and the about call a visitor
 * may now read. Photography: Maya its officer, Sam and Kim members; Ola in no club.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'ctab', bus)
const uids: Record<'hidden' | 'archived' | 'reviewed' | 'unpublished', string> = {
  hidden: '',
  archived: '',
  reviewed: '',
  unpublished: '',
}

beforeAll(async () => {
  const db = ctx().database.db
  const states = {
    hidden: { hidden: true },
    archived: { status: 'archived' as const },
    reviewed: { moderationHiddenAt: new Date() },
    unpublished: { published: false },
  }
  for (const [name, state] of Object.entries(states)) {
    const club = await insertClub(ctx(), s().school, {
      name: `Club ${name}`,
      officers: [s().id('kim')],
      members: [s().id('sam')],
    })
    await db.update(clubs).set(state).where(eq(clubs.id, club.id))
    uids[name as keyof typeof uids] = club.uid
  }
})

const visitor = () => clientFor(ctx, 'ctab')
const layoutUrl = (uid: string) => `/api/v1/clubs/${uid}/layout`

/** The tabs `who` (null: a visitor) sees on the club's page, or the answer's status. */
async function tabsOf(who: EventPerson | null, uid: string): Promise<ClubTab[] | number> {
  const response = who ? await s().as(who).get(layoutUrl(uid)) : await visitor().get(layoutUrl(uid))
  if (response.statusCode !== 200) return response.statusCode
  const layout = ClubLayout.parse(response.json())
  expect(layout.defaultTab).toBe('about')
  return layout.tabs.map((tab) => tab.key)
}

const EVERY_TAB: ClubTab[] = ['about', 'events', 'news', 'discussion', 'forum', 'members']
const OUTSIDER: ClubTab[] = ['about', 'events', 'news']

describe('GET /api/v1/clubs/{id}/layout', () => {
  it('gives members and school admins every tab, in order, with labels', async () => {
    const photo = s().photo.uid
    expect(await tabsOf('maya', photo)).toEqual(EVERY_TAB)
    expect(await tabsOf('sam', photo)).toEqual(EVERY_TAB)
    expect(await tabsOf('admin', photo)).toEqual(EVERY_TAB)
    const layout = ClubLayout.parse((await s().as('sam').get(layoutUrl(photo))).json())
    expect(layout.tabs[0]).toEqual({ key: 'about', label: 'About' })
    expect(layout.tabs.map((tab) => tab.label)).toContain('Discussion')
  })

  it('keeps discussion, forum and members from students outside the club', async () => {
    expect(await tabsOf('ola', s().photo.uid)).toEqual(OUTSIDER)
    expect(await tabsOf('staff', s().photo.uid)).toEqual(OUTSIDER)
    // Kim runs Chess and is a member of Photography: the same rule per club.
    expect(await tabsOf('sam', s().chess.uid)).toEqual(OUTSIDER)
    expect(await tabsOf('kim', s().chess.uid)).toEqual(EVERY_TAB)
  })

  it('shows a visitor About, Events and News of a listed club only', async () => {
    expect(await tabsOf(null, s().photo.uid)).toEqual(OUTSIDER)
    expect(await tabsOf(null, uids.hidden)).toBe(404)
    expect(await tabsOf(null, uids.unpublished)).toBe(404)
    expect(await tabsOf(null, uids.archived)).toBe(404)
    expect(await tabsOf(null, uids.reviewed)).toBe(404)
  })

  it('follows the club’s state: hidden, archived, under review, unpublished', async () => {
    // A club hidden from the list opens by its link; its news is its members'.
    expect(await tabsOf('ola', uids.hidden)).toEqual(['about', 'events'])
    expect(await tabsOf('sam', uids.hidden)).toEqual(EVERY_TAB)
    // An archived club is read-only for its members: nothing new to read but who was in it.
    expect(await tabsOf('sam', uids.archived)).toEqual(['about', 'members'])
    expect(await tabsOf('ola', uids.archived)).toBe(404)
    expect(await tabsOf('admin', uids.archived)).toEqual(['about', 'members'])
    // Under review: the about page says so; nothing else is shown.
    expect(await tabsOf('admin', uids.reviewed)).toEqual(['about', 'members'])
    expect(await tabsOf('ola', uids.reviewed)).toEqual(['about'])
    // Unpublished: its officers and the school admins, as the about call.
    expect(await tabsOf('ola', uids.unpublished)).toBe(404)
    expect(await tabsOf('kim', uids.unpublished)).toEqual(EVERY_TAB)
  })

  it('answers the same 404 as the about call for another school’s club, 400 for a bad id', async () => {
    const elsewhere = await s().stranger.get(layoutUrl(s().photo.uid))
    expect(elsewhere.statusCode).toBe(404)
    const bad = await s().as('sam').get('/api/v1/clubs/Not-A-Club/layout')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ error: { code: 'bad_request' } })
    expect(await tabsOf('sam', 'nosuchclub')).toBe(404)
  })
})

describe('GET /api/v1/clubs/{id}/about for a visitor', () => {
  it('answers a listed club without its officers, with its public events only', async () => {
    const club = { clubId: s().photo.id, createdBy: s().id('maya') }
    await insertEvent(ctx(), s().school, { ...club, title: 'Open walk', isPublic: true })
    await insertEvent(ctx(), s().school, { ...club, title: 'Members night' })
    const response = await visitor().get(`/api/v1/clubs/${s().photo.uid}/about`)
    expect(response.statusCode, response.body).toBe(200)
    const about = ClubAbout.parse(response.json())
    expect(about.club).toMatchObject({ name: 'Photography', membership: null })
    expect(about.officers).toEqual([])
    expect(about.additionalInfo).toHaveLength(1)
    expect(about.events?.map((e) => e.title)).toEqual(['Open walk'])
    const sams = ClubAbout.parse(
      (await s().as('sam').get(`/api/v1/clubs/${s().photo.uid}/about`)).json(),
    )
    expect(sams.officers).toHaveLength(1)
    // Its logo and cover, as members see them (issue 30 bug 10).
    expect(about.club).toMatchObject({ logoUrl: sams.club.logoUrl, coverUrl: sams.club.coverUrl })
    expect(sams.events?.map((e) => e.title).sort()).toEqual(['Members night', 'Open walk'])
    expect((await visitor().get(`/api/v1/clubs/${uids.hidden}/about`)).statusCode).toBe(404)
  })
})

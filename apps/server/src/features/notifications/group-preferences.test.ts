import { beforeAll, describe, expect, it } from 'vitest'
import {
  GROUP_MEMBER_SETTINGS,
  GROUP_OFFICER_SETTINGS,
  NotificationPreferences,
} from '@quad/shared'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/**
 * Issue 7 item 3 / spec 3: group preferences per club and role. A member has the member
 * settings of each club; an officer has the officer settings as well. Quad's defaults <
 * the school's (`groups.{role}.{setting}`) < the student's own switch.
 */
const ctx = useTestApp()
const api: Record<string, BearerClient> = {}
const clubs: Record<string, string> = {}
let otherSchoolClub = ''

beforeAll(async () => {
  const school: School = await insertSchool(ctx().database.db, {
    code: 'groups',
    name: 'Groups',
    // The school emails its officers about new members (Quad's default is in-app only).
    notificationDefaults: { 'groups.officer.newMember': { email: 'yes' } },
  })
  const ids: Record<string, number> = {}
  for (const name of ['olu', 'mia', 'neo']) {
    ids[name] = (await insertTestStudent(ctx().database, school, { email: `${name}@g.edu` })).id
    api[name] = await bearerClient(ctx, 'groups', `${name}@g.edu`)
  }
  const id = (name: string) => ids[name] as number
  clubs.chess = (
    await insertClub(ctx(), school, {
      name: 'Chess Club',
      officers: [id('olu')],
      members: [id('mia')],
    })
  ).uid
  clubs.film = (await insertClub(ctx(), school, { name: 'Film Society', members: [id('olu')] })).uid
  const other = await insertSchool(ctx().database.db, { code: 'faraway', name: 'Far away' })
  const stranger = await insertTestStudent(ctx().database, other)
  otherSchoolClub = (await insertClub(ctx(), other, { name: 'Far Club', members: [stranger.id] }))
    .uid
})

const as = (name: string) => api[name] as BearerClient
const club = (name: string) => clubs[name] as string
const groupPath = (clubId: string, role: string, setting: string) =>
  `/api/v1/notifications/preferences/groups/groups/${clubId}/${role}/${setting}`

async function matrixOf(name: string) {
  const response = await as(name).get('/api/v1/notifications/preferences')
  expect(response.statusCode).toBe(200)
  return NotificationPreferences.parse(response.json()).groups
}

describe('the groups part of the matrix', () => {
  it('lists each club with the member settings, and the officer settings for an officer', async () => {
    const olu = await matrixOf('olu')
    expect(olu.map((g) => [g.name, g.role])).toEqual([
      ['Chess Club', 'member'],
      ['Chess Club', 'officer'],
      ['Film Society', 'member'],
    ])
    expect(Object.keys(olu[0]?.settings ?? {})).toEqual([...GROUP_MEMBER_SETTINGS])
    expect(Object.keys(olu[1]?.settings ?? {})).toEqual([...GROUP_OFFICER_SETTINGS])
    expect(olu[0]?.groupId).toBe(club('chess'))

    const mia = await matrixOf('mia')
    expect(mia.map((g) => [g.name, g.role])).toEqual([['Chess Club', 'member']])
    expect(await matrixOf('neo')).toEqual([])
  })

  it('layers Quad’s defaults, the school’s and the student’s own switch', async () => {
    const officer = (await matrixOf('olu'))[1]?.settings
    // Quad: in-app and push on, email off; the school turned email on for new members.
    expect(officer?.newMember).toEqual({ in_app: 'yes', mobile: 'yes', email: 'yes' })
    expect(officer?.newOfficer).toEqual({ in_app: 'yes', mobile: 'yes', email: 'no' })
    expect(officer?.refundRequestReceived?.email).toBe('yes')

    const response = await as('olu').patch(groupPath(club('chess'), 'officer', 'newMember'), {
      preferences: { email: 'no' },
    })
    expect(response.statusCode).toBe(200)
    const groups = NotificationPreferences.parse(response.json()).groups
    expect(groups[1]?.settings.newMember).toEqual({ in_app: 'yes', mobile: 'yes', email: 'no' })
    // Only that club's setting changed.
    expect(groups[0]?.settings.postsOnNews).toEqual({ in_app: 'yes', mobile: 'yes', email: 'no' })
  })

  it('keeps each club’s member settings apart', async () => {
    const response = await as('olu').patch(groupPath(club('film'), 'member', 'postsOnNews'), {
      preferences: { in_app: 'no' },
    })
    expect(response.statusCode).toBe(200)
    const [chess, , film] = NotificationPreferences.parse(response.json()).groups
    expect(film?.settings.postsOnNews?.in_app).toBe('no')
    expect(chess?.settings.postsOnNews?.in_app).toBe('yes')
  })
})

describe('changing a club setting', () => {
  it('is a 404 for a club the student is not in, or of another school', async () => {
    for (const path of [
      groupPath(club('film'), 'member', 'postsOnNews'),
      groupPath(otherSchoolClub, 'member', 'postsOnNews'),
      groupPath('nosuchclub', 'member', 'postsOnNews'),
    ]) {
      const response = await as('mia').patch(path, { preferences: { in_app: 'no' } })
      expect(response.statusCode, path).toBe(404)
    }
  })

  it('refuses an officer setting for a plain member, and unknown keys, naming the field', async () => {
    const cases = [
      [groupPath(club('chess'), 'officer', 'newMember'), { in_app: 'no' }, 'subcategory'],
      [groupPath(club('chess'), 'member', 'newMember'), { in_app: 'no' }, 'setting'],
      [groupPath(club('chess'), 'member', 'likes'), { in_app: 'no' }, 'setting'],
      [groupPath(club('chess'), 'admin', 'postsOnNews'), { in_app: 'no' }, 'subcategory'],
      [groupPath(club('chess'), 'member', 'postsOnNews'), { sms: 'yes' }, 'preferences'],
      [groupPath(club('chess'), 'member', 'postsOnNews'), { email: 'maybe' }, 'email'],
      [
        `/api/v1/notifications/preferences/groups/general/${club('chess')}/member/postsOnNews`,
        { in_app: 'no' },
        'category',
      ],
    ] as const
    for (const [path, preferences, field] of cases) {
      const response = await as('mia').patch(path, { preferences })
      expect(response.statusCode, path).toBe(400)
      expect(JSON.stringify(response.json().error), path).toContain(field)
    }
  })

  it('is forgotten when the student leaves the club', async () => {
    const path = groupPath(club('chess'), 'member', 'commentsOnForumPost')
    await as('mia').patch(path, { preferences: { in_app: 'no' } })
    expect((await matrixOf('mia'))[0]?.settings.commentsOnForumPost?.in_app).toBe('no')
    await as('mia').delete(`/api/v1/clubs/${club('chess')}/membership`)
    expect(await matrixOf('mia')).toEqual([])
    expect((await as('mia').patch(path, { preferences: { in_app: 'no' } })).statusCode).toBe(404)
    await as('mia').post(`/api/v1/clubs/${club('chess')}/membership`)
    expect((await matrixOf('mia'))[0]?.settings.commentsOnForumPost?.in_app).toBe('yes')
  })
})

// @engines both: the feature's route contract
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { connections } from '../../db/schema/connections.ts'
import { badges } from '../../db/schema/badges.ts'
import { schools } from '../../platform/db/schema.ts'
import { Groups } from '../../platform/groups.ts'
import { findSchoolByCode } from '../../platform/tenancy/schools.service.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'
import { loadProfile } from './profiles.service.ts'

const ctx = useTestApp()
let owner: { uid: string; email: string; id: number }
let friend: { email: string; id: number }
let stranger: { email: string }
let hiddenUid = ''

beforeAll(async () => {
  const db = ctx().database
  const alpha = await insertSchool(db.db, { code: 'alpha', name: 'Alpha' })
  await insertSchool(db.db, { code: 'beta', name: 'Beta' })
  owner = await insertTestStudent(
    db,
    alpha,
    { firstName: 'Olive' },
    {
      bio: '<p>Hello</p>',
      phoneMobile: '555-0100',
      currentAddress: '12 Elm St[[SEP]]Apt 4',
      interests: ['Chess'],
      fieldVisibility: { bio: 'connections', interests: 'private' },
    },
  )
  friend = await insertTestStudent(db, alpha)
  stranger = await insertTestStudent(db, alpha)
  hiddenUid = (await insertTestStudent(db, alpha, {}, { visitableProfile: false, bio: '<p>x</p>' }))
    .uid
  await db.db.insert(connections).values({
    schoolId: alpha.id,
    requesterId: friend.id,
    addresseeId: owner.id,
    status: 'accepted',
  })
  await db.db.insert(badges).values({
    schoolId: alpha.id,
    userId: owner.id,
    name: 'Mentor',
    iconUrl: '/media/badges/Mentor.svg',
  })
})

async function profileAs(email: string, uid?: string, school = 'alpha') {
  const { cookie } = await login(ctx().app, school, email)
  const response = await ctx().app.inject({
    url: `/mobile_ws/v18/user_profile${uid ? `?uid=${uid}&view=full&source=sep` : ''}`,
    headers: { host: hostOf(school), cookie },
  })
  expect(response.statusCode).toBe(200)
  return response.json().data
}

describe('user_profile and privacy', () => {
  it('shows the owner everything, with the address joined by commas (spec 3)', async () => {
    const me = await profileAs(owner.email)
    expect(me).toMatchObject({
      uid: owner.uid,
      connectionStatus: -1,
      bio: '<p>Hello</p>',
      phoneMobile: '555-0100',
    })
    expect(me.currentAddress).toBe('12 Elm St, Apt 4')
    expect(me.interests).toEqual([{ interest: 'Chess' }])
    expect(me.badges).toHaveLength(1)
  })

  it('shows a connection the connections-only fields but not the private ones', async () => {
    const seen = await profileAs(friend.email, owner.uid)
    expect(seen.connectionStatus).toBe(1)
    expect(seen.bio).toBe('<p>Hello</p>')
    expect(seen.phoneMobile).toBe('555-0100')
    expect(seen).not.toHaveProperty('interests')
  })

  it('never sends a stranger what they may not see', async () => {
    const seen = await profileAs(stranger.email, owner.uid)
    expect(seen.connectionStatus).toBe(0)
    for (const field of [
      'bio',
      'interests',
      'phoneMobile',
      'phoneWork',
      'currentAddress',
      'city',
    ]) {
      expect(seen).not.toHaveProperty(field)
    }
    expect(seen.email).toBeTypeOf('string')
    expect(seen.languages).toBeInstanceOf(Array)
  })

  it('follows the school default when the owner chose nothing', async () => {
    const db = ctx().database.db
    await db
      .update(schools)
      .set({ profileVisibilityDefaults: { email: 'private' } })
      .where(eq(schools.code, 'alpha'))
    // A fresh app would see the change at once; this one caches schools for 30 s, so ask the service directly.
    const school = await findSchoolByCode(db, 'alpha')
    if (!school) throw new Error('no school')
    // No group sources: this asks about the fields the friend sees, not the groups.
    const seen = await loadProfile(db, new Groups([]), school, friend.id, owner.uid)
    expect(seen).not.toHaveProperty('email')
  })

  it('gives a stranger only the header of a profile that is not visitable (spec 6)', async () => {
    const seen = await profileAs(stranger.email, hiddenUid)
    expect(seen.visitableProfile).toBe(false)
    expect(seen).not.toHaveProperty('bio')
    expect(seen).not.toHaveProperty('email')
  })

  it('answers {data: null} for an unknown uid and for another school', async () => {
    expect(await profileAs(stranger.email, 'nobody-here')).toBeNull()
    const beta = await findSchoolByCode(ctx().database.db, 'beta')
    if (!beta) throw new Error('no beta')
    const elsewhere = await insertTestStudent(ctx().database, beta)
    expect(await profileAs(stranger.email, elsewhere.uid)).toBeNull()
  })
})

describe('the owner edits their profile', () => {
  it('saves fields and visibility, sanitises the bio, and strangers then see the change', async () => {
    const { cookie, csrfToken } = await login(ctx().app, 'alpha', owner.email)
    const patch = (payload: object, token = csrfToken) =>
      ctx().app.inject({
        method: 'PATCH',
        url: '/mobile_ws/v18/me/profile',
        headers: { host: hostOf('alpha'), cookie, 'x-cg-csrf-token': token },
        payload,
      })
    expect((await patch({ bio: 'x' }, 'wrong')).statusCode).toBe(403)
    const bad = await patch({ fieldVisibility: { email: 'everyone' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.issues[0].path).toContain('body.fieldVisibility')
    const saved = await patch({
      bio: '<p>Now <b>public</b><script>alert(1)</script></p>',
      interests: ['Chess', 'Robotics'],
      fieldVisibility: { bio: 'school', interests: 'school' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().visibility).toMatchObject({
      bio: 'school',
      interests: 'school',
      phones: 'connections',
    })
    expect(saved.json().currentAddressRaw).toBe('12 Elm St[[SEP]]Apt 4')
    const seen = await profileAs(stranger.email, owner.uid)
    expect(seen.bio).toBe('<p>Now <b>public</b></p>')
    expect(seen.interests).toEqual([{ interest: 'Chess' }, { interest: 'Robotics' }])
  })

  it('unwraps a bio link whose address was unsafe: its text stays, no <a> without an href', async () => {
    const { cookie, csrfToken } = await login(ctx().app, 'alpha', owner.email)
    const headers = { host: hostOf('alpha'), cookie, 'x-cg-csrf-token': csrfToken }
    const saved = await ctx().app.inject({
      method: 'PATCH',
      url: '/mobile_ws/v18/me/profile',
      headers,
      payload: { bio: '<a href="javascript:alert(1)">x</a>' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const own = await ctx().app.inject({ url: '/mobile_ws/v18/me/profile', headers })
    expect(own.json().data.bio).toBe('x')
    const mixed = await ctx().app.inject({
      method: 'PATCH',
      url: '/mobile_ws/v18/me/profile',
      headers,
      payload: {
        bio: '<p>See <a href=" jav&#x09;ascript:alert(1)">my <b>site</b></a> or <a href="https://quad.example">the club</a></p>',
      },
    })
    expect(mixed.statusCode, mixed.body).toBe(200)
    expect((await profileAs(stranger.email, owner.uid)).bio).toBe(
      '<p>See my <b>site</b> or <a href="https://quad.example" rel="noopener noreferrer nofollow" target="_blank">the club</a></p>',
    )
  })
})

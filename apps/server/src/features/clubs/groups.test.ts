import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { AuthenticationResponse, UserProfile } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'

/**
 * Issue 12: `groups` in the profile and `fields=groups,officer_groups` in `authentication`
 * (spec 3 "User profile" groups: groupName, logoUrl; spec 7 authentication `fields`) come
 * from club memberships.
 */
const ctx = useTestApp()
const people: Record<string, { id: number; uid: string; email: string }> = {}

beforeAll(async () => {
  const school = await insertSchool(ctx().database.db, { code: 'groups', name: 'Groups' })
  for (const name of ['olive', 'viewer', 'hidden']) {
    people[name] = await insertTestStudent(
      ctx().database,
      school,
      { email: `${name}@groups.edu` },
      { visitableProfile: name !== 'hidden' },
    )
  }
  const olive = who('olive').id
  await insertClub(ctx(), school, { name: 'Rowing', officers: [olive] })
  await insertClub(ctx(), school, { name: 'chess circle', members: [olive, who('hidden').id] })
  await insertClub(ctx(), school, { name: 'Debate', members: [who('viewer').id] })
  // Issue 16: clubs no one else may find are not told on a profile.
  const states = { Secret: { hidden: true }, Ended: { status: 'archived' as const } }
  for (const [name, state] of Object.entries(states)) {
    const club = await insertClub(ctx(), school, { name, members: [olive] })
    await ctx().database.db.update(clubs).set(state).where(eq(clubs.id, club.id))
  }
})

const who = (name: string) => people[name] as { id: number; uid: string; email: string }

async function get(as: string, url: string) {
  const { cookie } = await login(ctx().app, 'groups', who(as).email)
  return ctx().app.inject({ url, headers: { host: hostOf('groups'), cookie } })
}

const names = (groups: ReadonlyArray<{ groupName: string }> | undefined) =>
  groups?.map((g) => g.groupName)

describe('groups from club memberships', () => {
  it('lists a profile’s clubs by name, with their logos', async () => {
    const response = await get('viewer', `/mobile_ws/v18/user_profile?uid=${who('olive').uid}`)
    const profile = UserProfile.parse(response.json().data)
    expect(names(profile.groups)).toEqual(['chess circle', 'Rowing'])
    expect(profile.groups.every((g) => g.logoUrl?.startsWith('/media/clubs/'))).toBe(true)
  })

  it('tells others only listed clubs; the owner also a club hidden from the list', async () => {
    const own = await get('olive', `/mobile_ws/v18/user_profile?uid=${who('olive').uid}`)
    expect(names(own.json().data.groups)).toEqual(['chess circle', 'Rowing', 'Secret'])
    // The owner's "view as" preview shows what the school sees.
    const preview = await get('olive', '/mobile_ws/v18/me/profile?viewAs=school')
    expect(names(preview.json().data.groups)).toEqual(['chess circle', 'Rowing'])
  })

  it('gives a stranger no groups of a profile that is not visitable (spec 6)', async () => {
    const seen = await get('viewer', `/mobile_ws/v18/user_profile?uid=${who('hidden').uid}`)
    expect(seen.json().data.groups).toEqual([])
    const own = await get('hidden', `/mobile_ws/v18/user_profile?uid=${who('hidden').uid}`)
    expect(names(own.json().data.groups)).toEqual(['chess circle'])
  })

  it('answers fields=groups,officer_groups in authentication, and only when asked', async () => {
    const asked = await get(
      'olive',
      '/mobile_ws/v18/authentication?view=full&source=sep&fields=groups,officer_groups',
    )
    const [user] = AuthenticationResponse.parse(asked.json())
    if (!user || 'logout' in user) throw new Error('not signed in')
    // Her own memberships, every one (the notification matrix's source), not a profile's view.
    expect(names(user.groups)).toEqual(['chess circle', 'Ended', 'Rowing', 'Secret'])
    expect(names(user.officer_groups)).toEqual(['Rowing'])
    const one = await get('olive', '/mobile_ws/v18/authentication?fields=officer_groups')
    expect(one.json()[0]).not.toHaveProperty('groups')
    expect(names(one.json()[0].officer_groups)).toEqual(['Rowing'])
    const plain = await get('olive', '/mobile_ws/v18/authentication')
    expect(plain.json()[0]).not.toHaveProperty('groups')
    expect(plain.json()[0]).not.toHaveProperty('officer_groups')
  })

  it('refuses a field it does not know, naming it', async () => {
    const response = await get('olive', '/mobile_ws/v18/authentication?fields=groups,badges')
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json().error)).toContain('querystring.fields')
    expect(response.json().error.message).toContain('badges')
  })
})

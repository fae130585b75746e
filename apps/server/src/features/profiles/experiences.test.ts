// @engines both: a student's own experience entries through real HTTP, and who sees them
import { beforeAll, describe, expect, it } from 'vitest'
import { EXPERIENCES_MAX, Experience, ExperienceList } from '@quad/shared'
import { connections } from '../../db/schema/connections.ts'
import { experiences } from '../../db/schema/profiles.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'

/**
 * Issue 36 item 4: add, change, delete and order one's experiences (work, internships,
 * research, volunteering); each field checked with the form's schema and named when wrong;
 * the profile shows them in the owner's order to whom the `experiences` privacy allows.
 */
const ctx = useTestApp()
let owner: { id: number; uid: string }
let ada: BearerClient
let ben: BearerClient
let cleo: BearerClient
let schoolId = 0

const base = '/api/v1/me/experiences'
const entry = (over: Record<string, unknown> = {}) => ({
  kind: 'internship',
  title: 'Lab intern',
  organization: 'City Hospital',
  startDate: '2025-06-02',
  endDate: '2025-08-29',
  description: 'Ran the assays.',
  ...over,
})

beforeAll(async () => {
  const { database } = ctx()
  const school = await insertSchool(database.db, { code: 'exp', name: 'Experience School' })
  schoolId = school.id
  owner = await insertTestStudent(database, school, { email: 'ada@exp.edu' })
  const friend = await insertTestStudent(database, school, { email: 'ben@exp.edu' })
  await insertTestStudent(database, school, { email: 'cleo@exp.edu' })
  await database.db
    .insert(connections)
    .values({ schoolId, requesterId: friend.id, addresseeId: owner.id, status: 'accepted' })
  ada = await bearerClient(ctx, 'exp', 'ada@exp.edu')
  ben = await bearerClient(ctx, 'exp', 'ben@exp.edu')
  cleo = await bearerClient(ctx, 'exp', 'cleo@exp.edu')
})

async function added(over: Record<string, unknown> = {}): Promise<Experience> {
  const response = await ada.post(base, entry(over))
  expect(response.statusCode, response.body).toBe(201)
  return Experience.parse(response.json())
}

const listed = async () => ExperienceList.parse((await ada.get(base)).json()).items

/** The profile as `email` sees it, through the spec's own (session cookie) route. */
async function shownTo(email: string) {
  const { cookie } = await login(ctx().app, 'exp', email)
  const response = await ctx().app.inject({
    url: `/mobile_ws/v18/user_profile?uid=${owner.uid}`,
    headers: { host: hostOf('exp'), cookie },
  })
  expect(response.statusCode).toBe(200)
  return (response.json() as { data: { experiences?: Experience[] } }).data.experiences
}

describe('experiences', () => {
  it('adds entries at the top, changes and deletes them, and shows them on the profile', async () => {
    const intern = await added()
    expect(intern).toMatchObject({ kind: 'internship', title: 'Lab intern', endDate: '2025-08-29' })
    const ongoing = await added({
      kind: 'volunteering',
      title: '  Tutor  ',
      organization: 'Reading Club',
      startDate: '2025-09-15',
      endDate: null,
      description: null,
    })
    expect(ongoing).toMatchObject({ title: 'Tutor', endDate: null })
    expect((await listed()).map((e) => e.id)).toEqual([ongoing.id, intern.id])

    const changed = await ada.put(
      `${base}/${intern.id}`,
      entry({ title: 'Research intern', kind: 'research' }),
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect(Experience.parse(changed.json())).toMatchObject({
      title: 'Research intern',
      kind: 'research',
    })
    // Others see them in the owner's order (school-wide by default).
    expect((await shownTo('cleo@exp.edu'))?.map((e) => e.title)).toEqual([
      'Tutor',
      'Research intern',
    ])

    expect((await ada.delete(`${base}/${ongoing.id}`)).statusCode).toBe(204)
    expect((await ada.delete(`${base}/${ongoing.id}`)).statusCode).toBe(404)
    expect((await listed()).map((e) => e.id)).toEqual([intern.id])
  })

  it('names the field that is wrong', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'body.title'],
      [{ kind: 'job' }, 'body.kind'],
      [{ startDate: '2025-02-30' }, 'body.startDate'],
      [{ startDate: '2025-09-01', endDate: '2025-08-01' }, 'body.endDate'],
      [{ description: 'x'.repeat(1001) }, 'body.description'],
    ]
    for (const [over, path] of cases) {
      const response = await ada.post(base, entry(over))
      expect(response.statusCode, JSON.stringify(over)).toBe(400)
      expect(response.json().error.issues[0].path).toBe(path)
    }
  })

  it('keeps each student to their own entries', async () => {
    const mine = await added({ title: 'Barista' })
    expect((await ben.put(`${base}/${mine.id}`, entry())).statusCode).toBe(404)
    expect((await ben.delete(`${base}/${mine.id}`)).statusCode).toBe(404)
    expect((await listed()).map((e) => e.title)).toContain('Barista')
    expect((await cleo.get(base)).json()).toEqual({ items: [] })
  })

  it('puts them in the order given, every one of them once', async () => {
    const ids = (await listed()).map((e) => e.id)
    const reversed = [...ids].reverse()
    const ordered = await ada.put(`${base}/order`, { ids: reversed })
    expect(ordered.statusCode, ordered.body).toBe(200)
    expect(ExperienceList.parse(ordered.json()).items.map((e) => e.id)).toEqual(reversed)
    expect((await shownTo('ben@exp.edu'))?.map((e) => e.id)).toEqual(reversed)
    for (const bad of [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), 999999],
    ]) {
      const response = await ada.put(`${base}/order`, { ids: bad })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.issues[0].path).toBe('body.ids')
    }
  })

  it('shows them only to whom the privacy setting allows', async () => {
    const { cookie, csrfToken } = await login(ctx().app, 'exp', 'ada@exp.edu')
    const patch = await ctx().app.inject({
      method: 'PATCH',
      url: '/mobile_ws/v18/me/profile',
      headers: { host: hostOf('exp'), cookie, 'x-cg-csrf-token': csrfToken },
      payload: { fieldVisibility: { experiences: 'connections' } },
    })
    expect(patch.statusCode, patch.body).toBe(200)
    expect(await shownTo('cleo@exp.edu')).toBeUndefined()
    expect((await shownTo('ben@exp.edu'))?.length).toBeGreaterThan(0)
  })

  it(`keeps at most ${String(EXPERIENCES_MAX)}`, async () => {
    const held = (await listed()).length
    await ctx()
      .database.db.insert(experiences)
      .values(
        Array.from({ length: EXPERIENCES_MAX - held }, (_, n) => ({
          schoolId,
          userId: owner.id,
          title: `Shift ${String(n)}`,
          organization: 'Campus Café',
          startDate: '2024-01-01',
        })),
      )
    expect((await ada.post(base, entry())).statusCode).toBe(409)
  })
})

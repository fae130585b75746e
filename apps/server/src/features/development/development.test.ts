// @engines both: full-text suggestions and the goals' rules on PostgreSQL and PGlite alike
import { beforeAll, describe, expect, it } from 'vitest'
import { DevelopmentAnswer, Goal, GOALS_MAX } from '@quad/shared'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/**
 * Issue 36 item 5 through real HTTP: the Dev space's goals (the owner's only, at most
 * GOALS_MAX, 400s naming the field), skills (each once), and upcoming events suggested for
 * the open goals, each with the goal and word it is for.
 */
const ctx = useTestApp()
let school: School
let maya: BearerClient
let jonah: BearerClient

beforeAll(async () => {
  school = await insertSchool(ctx().database.db, { code: 'grow', name: 'Grow School' })
  for (const name of ['maya', 'jonah']) {
    await insertTestStudent(ctx().database, school, { email: `${name}@grow.edu` })
  }
  maya = await bearerClient(ctx, 'grow', 'maya@grow.edu')
  jonah = await bearerClient(ctx, 'grow', 'jonah@grow.edu')
}, 60_000)

const development = async (client: BearerClient) => {
  const response = await client.get('/api/v1/me/development')
  expect(response.statusCode, response.body).toBe(200)
  return DevelopmentAnswer.parse(response.json())
}

async function addGoal(client: BearerClient, body: object): Promise<Goal> {
  const response = await client.post('/api/v1/me/goals', body)
  expect(response.statusCode, response.body).toBe(201)
  return Goal.parse(response.json())
}

describe('the Dev space', () => {
  it('keeps the owner’s goals, names the field of a bad one, and hides them from others', async () => {
    const goal = await addGoal(maya, { title: '  Run a 10k  ', targetDate: '2027-05-01' })
    expect(goal).toMatchObject({ title: 'Run a 10k', keywords: [], done: false })
    for (const [body, field] of [
      [{ title: '' }, 'title'],
      [{ title: 'x', targetDate: '2027-02-30' }, 'targetDate'],
      [{ title: 'x', keywords: ['a', 'A'] }, 'keywords'],
    ] as const) {
      const response = await maya.post('/api/v1/me/goals', body)
      expect(response.statusCode).toBe(400)
      expect(response.body).toContain(field)
    }
    const done = await maya.put(`/api/v1/me/goals/${String(goal.id)}`, {
      title: 'Run a 10k',
      done: true,
    })
    expect(Goal.parse(done.json()).done).toBe(true)
    expect(
      (await jonah.put(`/api/v1/me/goals/${String(goal.id)}`, { title: 'Mine' })).statusCode,
    ).toBe(404)
    expect((await jonah.delete(`/api/v1/me/goals/${String(goal.id)}`)).statusCode).toBe(404)
    expect((await development(jonah)).goals).toEqual([])
    expect((await maya.delete(`/api/v1/me/goals/${String(goal.id)}`)).statusCode).toBe(204)
    expect((await development(maya)).goals).toEqual([])
  })

  it('keeps at most GOALS_MAX goals', async () => {
    const made = await Promise.all(
      Array.from({ length: GOALS_MAX }, (_, i) => addGoal(jonah, { title: `Goal ${String(i)}` })),
    )
    const more = await jonah.post('/api/v1/me/goals', { title: 'One too many' })
    expect(more.statusCode).toBe(409)
    await Promise.all(made.map((goal) => jonah.delete(`/api/v1/me/goals/${String(goal.id)}`)))
  })

  it('keeps the skills in order, each once', async () => {
    const saved = await maya.put('/api/v1/me/skills', { skills: ['Python', ' Public speaking '] })
    expect(saved.json()).toEqual({ skills: ['Python', 'Public speaking'] })
    const twice = await maya.put('/api/v1/me/skills', { skills: ['Python', 'python'] })
    expect(twice.statusCode).toBe(400)
    expect(twice.body).toContain('skills')
    expect((await development(maya)).skills).toEqual(['Python', 'Public speaking'])
  })

  it('suggests upcoming events for open goals, and says which goal and word', async () => {
    const day = 24 * 60 * 60 * 1000
    await insertEvent(ctx(), school, { title: 'Portfolio review night' })
    await insertEvent(ctx(), school, { title: 'Designing posters', tags: ['print'] })
    await insertEvent(ctx(), school, {
      title: 'Old portfolio talk',
      startsAt: new Date(Date.now() - 3 * day),
    })
    await insertEvent(ctx(), school, { title: 'Marathon training', status: 'draft' })
    const design = await addGoal(maya, { title: 'Build a design portfolio' })
    await addGoal(maya, { title: 'Marathon', keywords: ['marathon'], done: true })
    const { suggestions } = await development(maya)
    expect(suggestions.map((s) => s.event.title).sort()).toEqual([
      'Designing posters',
      'Portfolio review night',
    ])
    const poster = suggestions.find((s) => s.event.title === 'Designing posters')
    expect(poster).toMatchObject({
      goalId: design.id,
      reason: 'For your goal “Build a design portfolio”: it is about design',
    })
  })
})

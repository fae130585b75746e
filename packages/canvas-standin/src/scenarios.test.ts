import { describe, expect, it } from 'vitest'
import { seedDemoCanvas } from './scenarios.ts'
import { bearer, jsonOf, useStandin, type Row } from './test-support.ts'

describe('the demo seed', () => {
  it('gives each student three courses with past, missing, submitted and upcoming work and recent news', async () => {
    const standin = await useStandin()
    const { users, courses } = seedDemoCanvas(standin, [
      { name: 'Theo Park', email: 'theo@example.edu' },
      { name: 'Ines Duarte', email: 'ines@example.edu' },
    ])
    const theo = users[0]
    expect(courses).toHaveLength(3)
    const token = standin.issueToken(theo?.id ?? 0).accessToken
    const get = async (path: string) =>
      jsonOf<Row[]>(await fetch(`${standin.url}${path}`, { headers: bearer(token) }))
    expect(await get('/api/v1/courses?include[]=total_scores')).toHaveLength(3)
    const work = await get(
      `/api/v1/courses/${courses[0]?.id}/assignments?include[]=submission&order_by=due_at`,
    )
    const states = work.map((row) => {
      const submission = row.submission as { workflow_state: string; missing: boolean }
      return submission.missing ? 'missing' : submission.workflow_state
    })
    expect(states).toEqual(['graded', 'missing', 'submitted', 'unsubmitted', 'unsubmitted'])
    const codes = courses.map((course) => `context_codes[]=course_${course.id}`).join('&')
    expect(await get(`/api/v1/announcements?${codes}`)).toHaveLength(6)
  })

  it('seeds over HTTP, and finds a seeded student by email for a test in another process', async () => {
    const standin = await useStandin()
    const post = (method: string, args: unknown[]) =>
      fetch(`${standin.url}/__standin/${method}`, { method: 'POST', body: JSON.stringify(args) })
    expect(
      (await post('seedDemoCanvas', [[{ name: 'Theo Park', email: 'theo@example.edu' }]])).status,
    ).toBe(200)
    const found = await jsonOf<{ result: { id: number; name: string } }>(
      await post('findUserByEmail', [' THEO@example.edu']),
    )
    expect(found.result).toMatchObject({ name: 'Theo Park' })
    expect(standin.findUserByEmail('nobody@example.edu')).toBeNull()
  })
})

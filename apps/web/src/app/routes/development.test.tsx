import { screen, waitFor, within } from '@testing-library/react'
import { DevelopmentAnswer, Goal, GoalInput, MyTranscript, SkillsBody } from '@quad/shared'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * /development, the Dev space (issue 36 item 5): goals added through a dialog checked with
 * the server's schema, marked reached and deleted after asking; skills added and removed;
 * suggested events with their reason. The rules are the server's (development.test.ts).
 */
const held: { goals: Goal[]; skills: string[] } = { goals: [], skills: [] }
let nextId = 1

function useDevelopmentApi(goals: Goal[] = [], skills: string[] = []) {
  held.goals = goals
  held.skills = skills
  server.use(
    http.get(`${ORIGIN}/api/v1/me/development`, () =>
      answer(DevelopmentAnswer, {
        goals: held.goals,
        skills: held.skills,
        suggestions: held.goals.some((goal) => !goal.done)
          ? [
              {
                goalId: held.goals[0]?.id ?? 0,
                event: {
                  id: 'e-1',
                  title: 'Portfolio review night',
                  startsAt: '2026-12-03T18:00:00.000Z',
                  location: 'Arts Building',
                  clubName: null,
                },
                reason: 'For your goal “Build a design portfolio”: it is about portfolio',
              },
            ]
          : [],
      }),
    ),
    http.post(`${ORIGIN}/api/v1/me/goals`, async ({ request }) => {
      const input = GoalInput.parse(await request.json())
      const goal: Goal = { ...input, id: nextId++, createdAt: new Date().toISOString() }
      held.goals = [...held.goals, goal]
      return answer(Goal, goal, 201)
    }),
    http.put(`${ORIGIN}/api/v1/me/goals/:id`, async ({ request, params }) => {
      const input = GoalInput.parse(await request.json())
      held.goals = held.goals.map((goal) =>
        goal.id === Number(params['id']) ? { ...goal, ...input } : goal,
      )
      return answer(Goal, held.goals.find((goal) => goal.id === Number(params['id'])) as Goal)
    }),
    http.delete(`${ORIGIN}/api/v1/me/goals/:id`, ({ params }) => {
      held.goals = held.goals.filter((goal) => goal.id !== Number(params['id']))
      return new HttpResponse(null, { status: 204 })
    }),
    http.get(`${ORIGIN}/api/v1/me/transcript`, () =>
      answer(MyTranscript, {
        record: {
          student: { name: 'Maya Lindqvist' },
          school: { name: 'Demo University', colour: '005fbf' },
          memberships: [
            {
              club: { uid: 'c-1', name: 'Photography Club' },
              role: 'officer',
              since: '2025-09-01',
              until: null,
            },
          ],
          events: [],
          badges: [
            {
              name: 'Club officer',
              description: 'Serve as an officer',
              awardedAt: '2026-10-01T10:00:00.000Z',
            },
          ],
          categories: [],
          hours: { events: 0, entries: 12.5, total: 12.5 },
        },
        entries: [],
      }),
    ),
    http.put(`${ORIGIN}/api/v1/me/skills`, async ({ request }) => {
      held.skills = SkillsBody.parse(await request.json()).skills
      return answer(SkillsBody, { skills: held.skills })
    }),
  )
}

describe('the Dev space', () => {
  it('adds a goal after naming what is missing, then shows events suggested for it', async () => {
    useDevelopmentApi()
    const { user } = renderRoute('/development')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dev space' })).toBeInTheDocument()
    const goals = await screen.findByRole('region', { name: 'Your goals' })
    expect(within(goals).getByText(/No goals yet/)).toBeInTheDocument()
    await user.click(within(goals).getByRole('button', { name: 'Add a goal' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a goal' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('is empty')).toBeInTheDocument()
    expect(held.goals).toEqual([])
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Goal' }),
      'Build a design portfolio',
    )
    await user.type(
      within(dialog).getByRole('textbox', { name: /Words it is about/ }),
      'design, portfolio',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add a goal' })).not.toBeInTheDocument()
    })
    expect(held.goals).toMatchObject([
      { title: 'Build a design portfolio', keywords: ['design', 'portfolio'], done: false },
    ])
    const suggested = await screen.findByRole('region', { name: 'Suggested for your goals' })
    expect(
      await within(suggested).findByRole('link', { name: 'Portfolio review night' }),
    ).toHaveAttribute('href', '/events/e-1')
    expect(within(suggested).getByText(/it is about portfolio/)).toBeInTheDocument()
    // The transcript's summary and badges, read from the transcript itself.
    const record = screen.getByRole('region', { name: 'Your record' })
    expect(
      await within(record).findByText('12.5 hours of involvement · Clubs: 1 · Events attended: 0'),
    ).toBeInTheDocument()
    expect(within(record).getByText('Club officer')).toBeInTheDocument()
    expect(within(record).getByRole('link', { name: 'Open your transcript' })).toHaveAttribute(
      'href',
      '/cct',
    )
  })

  it('marks a goal reached, and deletes one after asking', async () => {
    const goal = (id: number, title: string): Goal => ({
      id,
      title,
      detail: null,
      keywords: [],
      targetDate: '2027-05-01',
      done: false,
      createdAt: '2026-11-01T10:00:00.000Z',
    })
    useDevelopmentApi([goal(1, 'Run a 10k'), goal(2, 'Learn Spanish')])
    const { user } = renderRoute('/development')
    const goals = await screen.findByRole('region', { name: 'Your goals' })
    await user.click(await within(goals).findByRole('checkbox', { name: 'Reached Run a 10k' }))
    await waitFor(() => {
      expect(held.goals.find((g) => g.id === 1)?.done).toBe(true)
    })
    await user.click(within(goals).getByRole('button', { name: 'Delete Learn Spanish' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete this goal?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => {
      expect(held.goals.map((g) => g.title)).toEqual(['Run a 10k'])
    })
  })

  it('adds and removes skills, and names a repeated one', async () => {
    useDevelopmentApi([], ['Python'])
    const { user } = renderRoute('/development')
    const skills = await screen.findByRole('region', { name: 'Skills' })
    const field = within(skills).getByRole('textbox', { name: 'Add a skill' })
    await user.type(field, 'python')
    await user.click(within(skills).getByRole('button', { name: 'Add' }))
    expect(await within(skills).findByText('each skill once')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'Public speaking')
    await user.click(within(skills).getByRole('button', { name: 'Add' }))
    await waitFor(() => {
      expect(held.skills).toEqual(['Python', 'Public speaking'])
    })
    await user.click(await within(skills).findByRole('button', { name: 'Remove Python' }))
    await waitFor(() => {
      expect(held.skills).toEqual(['Public speaking'])
    })
  })
})

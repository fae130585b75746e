import { EventRegistration, type FormQuestionResult } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { expectNoAxeViolations } from '../../test/axe.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * An event's registration answers for its organisers (decision 113): summed per question
 * as a form's results, the CSV, and what a student who does not run it is told. The sums
 * are check-in.test.ts's (server).
 */
const API = `${ORIGIN}/api/v1/events/e1`

const result = (over: Partial<FormQuestionResult>): FormQuestionResult => ({
  id: 'q',
  kind: 'choice',
  label: 'Question',
  answered: 0,
  counts: [],
  mean: null,
  texts: [],
  files: [],
  ...over,
})

const registration = (over: Partial<EventRegistration> = {}): EventRegistration => ({
  eventId: 'e1',
  title: 'Darkroom workshop',
  going: 3,
  waitlisted: 1,
  answered: 4,
  questions: [
    result({
      id: 'level',
      label: 'Your level',
      answered: 4,
      counts: [
        { label: 'Beginner', count: 3 },
        { label: 'Advanced', count: 1 },
      ],
    }),
    result({
      id: 'keen',
      kind: 'scale',
      label: 'How keen?',
      answered: 2,
      counts: [1, 2, 3].map((n) => ({ label: String(n), count: n === 3 ? 2 : 0 })),
      mean: 3,
    }),
    result({
      id: 'diet',
      kind: 'long_text',
      label: 'Dietary needs',
      answered: 1,
      texts: ['Vegan'],
    }),
  ],
  ...over,
})

function registrationApi(body: EventRegistration | number) {
  const csv: string[] = []
  server.use(
    http.get(API + '/registration', () =>
      typeof body === 'number'
        ? HttpResponse.json(
            { error: { code: 'FORBIDDEN', message: 'Only its organisers', issues: [] } },
            { status: body },
          )
        : answer(EventRegistration, body),
    ),
    http.get(API + '/registration.csv', ({ request }) => {
      csv.push(new URL(request.url).pathname)
      return new HttpResponse('"First name"\r\n', { headers: { 'content-type': 'text/csv' } })
    }),
  )
  return csv
}

describe('/events/:eventId/registration', () => {
  it('gives the organisers each question’s answers as counts with bars, texts, and the CSV', async () => {
    const csv = registrationApi(registration())
    const { user } = renderRoute('/events/e1/registration')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration answers' }),
    ).toBeVisible()
    expect(await screen.findByText('Darkroom workshop', { selector: 'header p' })).toBeVisible()
    expect(
      screen.getByText('4 of the 4 going or on the waitlist answered (3 going, 1 waiting).'),
    ).toBeVisible()
    const level = screen.getByRole('region', { name: 'Your level' })
    expect(within(level).getByText(/^Beginner/)).toHaveTextContent('Beginner: 3 (75%)')
    const keen = screen.getByRole('region', { name: 'How keen?' })
    expect(within(keen).getByText(/mean/i)).toBeVisible()
    const diet = screen.getByRole('region', { name: 'Dietary needs' })
    expect(within(diet).getByRole('list', { name: /latest/i })).toHaveTextContent('Vegan')
    await waitFor(() => {
      expect(document.title).toContain('Registration answers · Darkroom workshop')
    })
    await expectNoAxeViolations(screen.getByRole('main'))

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await user.click(screen.getByRole('button', { name: 'Download answers (CSV)' }))
    await waitFor(() => {
      expect(csv).toEqual(['/api/v1/events/e1/registration.csv'])
    })
    click.mockRestore()
    expect(screen.getByRole('link', { name: /Back to the event/ })).toHaveAttribute(
      'href',
      '/events/e1',
    )
  })

  it('says so before anyone is going, and when the event asks nothing', async () => {
    registrationApi(registration({ going: 0, waitlisted: 0, answered: 0 }))
    renderRoute('/events/e1/registration')
    expect(
      await screen.findByText('Nobody is going yet: their answers will show here.'),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Download answers (CSV)' })).toBeNull()
  })

  it('tells a student who does not run the event that the answers are the organisers’', async () => {
    registrationApi(403)
    renderRoute('/events/e1/registration')
    expect(
      await screen.findByText('Only the event’s organisers read its registration answers.'),
    ).toBeVisible()
    expect(screen.getByRole('alert')).toBeVisible()
  })
})

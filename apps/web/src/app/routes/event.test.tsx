import {
  EventAttendance,
  EventAttendeePage,
  EventDetail,
  EventTicket,
  RsvpAnswer,
  RsvpBody,
  type RsvpStatus,
} from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { fakeEventDetail } from '../../test/fake-event.ts'
import { goOffline } from '../../test/network.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * An event's page: its details, who is going, the RSVP with the waitlist and the questions,
 * the ticket, the visitor's sign-in, a cancelled event, the managers' links. The real
 * server, axe and screenshots are e2e (e2e/tests/events.spec.ts).
 */
const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>'

function fakeEventApi(event: EventDetail, { rsvpAnswer }: { rsvpAnswer?: RsvpStatus } = {}) {
  const calls = {
    rsvp: [] as RsvpBody[],
    auth: [] as (string | null)[],
    attendees: 0,
    attendeesLimit: null as string | null,
    csv: [] as (string | null)[],
  }
  let current = event
  server.use(
    http.get(`${ORIGIN}/api/v1/events/:id`, ({ params, request }) => {
      calls.auth.push(request.headers.get('Authorization'))
      if (params['id'] !== event.id) {
        return HttpResponse.json(
          { error: { code: 'not_found', message: 'No event' } },
          { status: 404 },
        )
      }
      return answer(EventDetail, current)
    }),
    http.put(`${ORIGIN}/api/v1/events/:id/rsvp`, async ({ request }) => {
      const body = RsvpBody.parse(await request.json())
      calls.rsvp.push(body)
      const status = body.status === 'going' ? (rsvpAnswer ?? 'going') : body.status
      current = {
        ...current,
        viewerRsvp: status,
        viewerWaitlistPosition: status === 'waitlisted' ? 3 : null,
      }
      return answer(RsvpAnswer, { status })
    }),
    http.get(`${ORIGIN}/api/v1/events/:id/attendees`, ({ request }) => {
      calls.attendees += 1
      calls.attendeesLimit = new URL(request.url).searchParams.get('limit')
      return answer(EventAttendeePage, {
        items: [
          {
            uid: 'u1',
            firstName: 'Jonah',
            lastName: 'Okafor',
            avatarUrl: null,
            status: 'going',
            checkedInAt: null,
          },
          {
            uid: 'u2',
            firstName: 'Ines',
            lastName: 'Duarte',
            avatarUrl: null,
            status: 'going',
            checkedInAt: null,
          },
        ],
        nextCursor: 'n',
        hiddenCount: 1,
      })
    }),
    http.get(`${ORIGIN}/api/v1/events/:id/ticket`, () =>
      answer(EventTicket, { eventId: event.id, code: 'K7PX3M', qr: QR, checkedInAt: null }),
    ),
    http.get(`${ORIGIN}/api/v1/events/:id/attendance`, () =>
      answer(EventAttendance, {
        going: 5,
        waitlisted: 2,
        checkedIn: 4,
        noShows: 1,
        returning: 3,
        firstTime: 1,
      }),
    ),
    http.get(`${ORIGIN}/api/v1/events/:id/attendance.csv`, ({ request }) => {
      calls.csv.push(request.headers.get('Authorization'))
      return new HttpResponse('"First name"\r\n', { headers: { 'Content-Type': 'text/csv' } })
    }),
  )
  return calls
}

const workshop = fakeEventDetail({
  id: 'e1',
  title: 'Darkroom workshop',
  description: '<p>Bring <b>film</b>.<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
  tags: ['film', 'analog'],
  capacity: 10,
  goingCount: 5,
  room: { id: 'r104', name: 'Darkroom 2', capacity: 12 },
})

describe('an event’s page (/events/:eventId)', () => {
  it('shows the event, its sanitised description, who is going and the page title', async () => {
    const calls = fakeEventApi(workshop)
    renderRoute('/events/e1')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Darkroom workshop' }),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(document.title).toMatch(/^Darkroom workshop · Events/)
    })
    expect(screen.getByRole('link', { name: 'Photography Club' })).toHaveAttribute(
      'href',
      '/_/_/clubs/c-photo',
    )
    expect(screen.getByText('Arts Building, Room 104')).toBeInTheDocument()
    expect(screen.getByText('Room: Darkroom 2')).toBeInTheDocument()
    expect(screen.getByText('analog')).toBeInTheDocument()
    const about = await screen.findByRole('region', { name: 'About' })
    expect(await within(about).findByText('film')).toBeInTheDocument()
    expect(about.querySelector('script, [onerror]')).toBeNull()
    const going = await screen.findByRole('region', { name: /Who is going/ })
    expect(await within(going).findByText('Jonah Okafor')).toBeInTheDocument()
    // 5 going: 2 shown, 1 private, so 2 more.
    expect(within(going).getByText('+2 more')).toBeInTheDocument()
    expect(within(going).getByText('1 more whose profiles are private')).toBeInTheDocument()
    // Spec 2: a people pictures list shows up to 40 faces (issue 30 bug 12).
    expect(calls.attendeesLimit).toBe('40')
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/v1/events/e1.ics',
    )
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument()
  })

  it('Going saves the answer, keeps focus on the choice and shows the ticket with its code', async () => {
    const calls = fakeEventApi(workshop)
    const { user } = renderRoute('/events/e1')
    const goingChoice = await screen.findByRole('radio', { name: 'Going' })
    await user.click(goingChoice)
    expect(await screen.findByText('You are going. Your ticket is below.')).toBeInTheDocument()
    expect(calls.rsvp).toEqual([{ status: 'going' }])
    expect(screen.getByRole('radio', { name: 'Going' })).toBe(goingChoice)
    expect(goingChoice).toHaveFocus()
    expect(goingChoice).toBeChecked()
    const ticket = await screen.findByRole('region', { name: 'Your ticket' })
    expect(
      await within(ticket).findByRole('img', { name: 'QR code of your ticket' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/))
    expect(within(ticket).getByText('K7PX3M')).toBeInTheDocument()
    expect(
      within(ticket).getByText('Ticket code, letter by letter: K 7 P X 3 M'),
    ).toBeInTheDocument()
  })

  it('offline: an answer waits on the device, the choice shows it, and it is given once when back', async () => {
    const calls = fakeEventApi(workshop)
    const { user } = renderRoute('/events/e1')
    const interested = await screen.findByRole('radio', { name: 'Interested' })
    const network = goOffline()
    try {
      await user.click(interested)
      expect(await screen.findByText(/your answer is saved on this device/)).toBeInTheDocument()
      expect(interested).toBeChecked()
      // A second answer replaces the first: only the latest is given.
      await user.click(screen.getByRole('radio', { name: 'Not going' }))
      await waitFor(() => {
        expect(screen.getByRole('radio', { name: 'Not going' })).toBeChecked()
      })
      expect(calls.rsvp).toEqual([])
    } finally {
      network.backOnline()
    }
    await waitFor(() => {
      expect(calls.rsvp).toEqual([{ status: 'not_going' }])
    })
    await waitFor(() => {
      expect(screen.queryByText(/your answer is saved on this device/)).toBeNull()
    })
    expect(screen.getByRole('radio', { name: 'Not going' })).toBeChecked()
  })

  it('a full event puts the student on the waitlist and says what happens next', async () => {
    fakeEventApi({ ...workshop, goingCount: 10 }, { rsvpAnswer: 'waitlisted' })
    const { user } = renderRoute('/events/e1')
    await user.click(await screen.findByRole('radio', { name: 'Going' }))
    expect(
      await screen.findByText('The event is full: you are on the waitlist.'),
    ).toBeInTheDocument()
    expect(await screen.findByText(/we’ll tell you if a place frees/)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Your ticket' })).not.toBeInTheDocument()
    // Issue 30 bug 3: not "Going" beside the waitlist, but the place in line.
    expect(await screen.findByRole('radio', { name: 'Waitlisted (#3)' })).toBeChecked()
    expect(screen.queryByRole('radio', { name: 'Going' })).toBeNull()
  })

  it('on a full event with questions, the form says it joins the waitlist (issue 30 bug 3)', async () => {
    fakeEventApi(
      {
        ...workshop,
        goingCount: 10,
        questions: [
          { id: 'diet', label: 'Dietary needs', help: '', kind: 'long_text', required: false },
        ],
      },
      { rsvpAnswer: 'waitlisted' },
    )
    const { user } = renderRoute('/events/e1')
    await user.click(await screen.findByRole('radio', { name: 'Going' }))
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Confirm — I’m going' })).toBeNull()
  })

  it('asks the registration questions (a form’s) before going, and names a missing answer', async () => {
    const calls = fakeEventApi({
      ...workshop,
      questions: [
        { id: 'diet', label: 'Dietary needs', help: '', kind: 'long_text', required: false },
        {
          id: 'level',
          label: 'Your level',
          help: '',
          kind: 'choice',
          options: ['Beginner', 'Advanced'],
          required: true,
        },
        {
          id: 'keen',
          label: 'How keen?',
          help: 'Be honest.',
          kind: 'scale',
          min: 1,
          max: 5,
          minLabel: 'A bit',
          maxLabel: 'Very',
          required: false,
        },
      ],
    })
    const { user } = renderRoute('/events/e1')
    await user.click(await screen.findByRole('radio', { name: 'Going' }))
    const form = await screen.findByRole('form', { name: 'Before you go' })
    await user.click(within(form).getByRole('button', { name: 'Confirm — I’m going' }))
    const level = within(form).getByRole('radiogroup', { name: 'Your level (required)' })
    expect(level).toHaveAccessibleDescription('is required')
    // Its first choice takes focus, the message read with the group.
    expect(within(level).getByRole('radio', { name: 'Beginner' })).toHaveFocus()
    expect(calls.rsvp).toEqual([])
    await user.type(within(form).getByRole('textbox', { name: 'Dietary needs' }), '  Vegan ')
    await user.click(within(form).getByRole('radio', { name: 'Advanced' }))
    await user.click(within(form).getByRole('radio', { name: '4' }))
    await user.click(within(form).getByRole('button', { name: 'Confirm — I’m going' }))
    await waitFor(() => {
      expect(calls.rsvp).toEqual([
        { status: 'going', answers: { diet: 'Vegan', level: 'Advanced', keen: 4 } },
      ])
    })
    expect(await screen.findByRole('region', { name: 'Your ticket' })).toBeInTheDocument()
  })

  it('share mode: a visitor reads the event without a token and signs in to RSVP here', async () => {
    const calls = fakeEventApi(workshop)
    renderRoute('/events/e1?share=1', { user: null })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Darkroom workshop' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in to RSVP' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fevents%2Fe1',
    )
    expect(screen.queryByRole('radio', { name: 'Going' })).not.toBeInTheDocument()
    expect(calls.auth).toEqual([null])
    expect(calls.attendees).toBe(0)
    expect(screen.getByRole('link', { name: /All events/ })).toHaveAttribute(
      'href',
      '/events?share=1',
    )
  })

  it('a cancelled event says so with the reason, and takes no answers', async () => {
    fakeEventApi({ ...workshop, status: 'cancelled', cancelReason: 'The darkroom is flooded.' })
    renderRoute('/events/e1')
    expect(
      await screen.findByText('This event is cancelled: The darkroom is flooded.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('line-through')
    expect(screen.queryByRole('radio', { name: 'Going' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument()
  })

  it('its managers see Edit, Check in and the attendance', async () => {
    fakeEventApi({
      ...workshop,
      canManage: true,
      attendance: { going: 5, waitlisted: 2, checkedIn: 1 },
    })
    renderRoute('/events/e1')
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/events/e1/edit',
    )
    expect(screen.getByRole('link', { name: 'Check in' })).toHaveAttribute(
      'href',
      '/events/e1/check-in',
    )
    expect(screen.getByText('5 going · 2 waitlisted · 1 checked in')).toBeInTheDocument()
    // No registration questions: nothing to read.
    expect(screen.queryByRole('link', { name: 'Read the registration answers' })).toBeNull()
  })

  it('leads its managers to the registration answers when it asks questions (decision 113)', async () => {
    fakeEventApi({
      ...workshop,
      canManage: true,
      questions: [{ id: 'diet', label: 'Diet', help: '', kind: 'short_text', required: false }],
    })
    renderRoute('/events/e1')
    expect(
      await screen.findByRole('link', { name: 'Read the registration answers' }),
    ).toHaveAttribute('href', '/events/e1/registration')
  })

  it('gives its managers the attendance report and its CSV (issue 37 item 5)', async () => {
    const calls = fakeEventApi({ ...workshop, canManage: true })
    const { user } = renderRoute('/events/e1')
    const report = await screen.findByRole('region', { name: 'Attendance' })
    await within(report).findByText('No-shows')
    const facts = [...report.querySelectorAll('dt')].map((term) => term.textContent)
    expect(facts).toEqual(['Going', 'Checked in', 'No-shows'])
    expect(within(report).getByText('Checked in').nextElementSibling).toHaveTextContent('4')
    expect(
      within(report).getByText(/3 came to an earlier event and 1 came for the first time/),
    ).toBeVisible()
    const saved: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    await user.click(within(report).getByRole('button', { name: 'Download attendance (CSV)' }))
    await waitFor(() => {
      expect(saved).toEqual(['event-e1-attendance.csv'])
    })
    click.mockRestore()
    expect(calls.csv).toEqual([expect.stringMatching(/^Bearer /)])
  })

  it('shows no report to those who do not manage it', async () => {
    fakeEventApi(workshop)
    renderRoute('/events/e1')
    await screen.findByRole('heading', { level: 1, name: 'Darkroom workshop' })
    expect(screen.queryByRole('region', { name: 'Attendance' })).toBeNull()
  })

  it('tells its officers it waits for staff, or why staff returned it', async () => {
    fakeEventApi({ ...workshop, status: 'submitted', canManage: true })
    renderRoute('/events/e1')
    expect(await screen.findByText(/Waiting for staff approval/)).toBeVisible()
    // Nobody answers it yet: no calendar file, no list of who is going.
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull()
    expect(screen.queryByRole('region', { name: /Who is going/ })).toBeNull()
  })

  it('shows staff’s note on an event they returned', async () => {
    fakeEventApi({ ...workshop, status: 'draft', canManage: true, reviewNote: 'Add a room.' })
    renderRoute('/events/e1')
    expect(await screen.findByText(/Returned by staff: Add a room\./)).toBeVisible()
  })

  it('an event that is not there (or not the viewer’s) is “not found”', async () => {
    fakeEventApi(workshop)
    renderRoute('/events/nope')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Event not found' }),
    ).toBeInTheDocument()
  })
})

import {
  ClubAbout,
  ClubAttendanceReport,
  SchoolAttendanceReport,
  type AttendanceTotals,
} from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { clubLayout, fakeClub } from '../../test/fake-club.ts'
import { noEvents } from '../../test/fake-event.ts'
import { expectNoAxeViolations } from '../../test/axe.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * Attendance per term on the web (issue 37 item 5, decision 111): the club's in its Manage
 * area, the school's in Admin → Attendance and the Overview; the term picker, the CSV, and
 * the states before a term has a report. The counts are attendance.test.ts's (server).
 */
const API = `${ORIGIN}/api/v1`
const staff = { ...maya, roles: ['staff' as const] }
const terms = [
  { key: 'sis:F26', name: 'Fall 2026', events: 4, checkedIn: 22, attendees: 15 },
  { key: '2026-spring', name: 'Spring 2026', events: 1, checkedIn: 3, attendees: 3 },
]

const totals = (over: Partial<AttendanceTotals> = {}): AttendanceTotals => ({
  events: 4,
  going: 30,
  checkedIn: 22,
  noShows: 6,
  attendees: 15,
  repeatAttendees: 5,
  newMembers: 8,
  ...over,
})

let asked: string[] = []
let csv: string[] = []
beforeEach(() => {
  asked = []
  csv = []
})

function schoolApi() {
  server.use(
    http.get(`${API}/admin/attendance`, ({ request }) => {
      const term = new URL(request.url).searchParams.get('term')
      asked.push(term ?? '')
      const spring = term === '2026-spring'
      return answer(SchoolAttendanceReport, {
        term: { key: terms[spring ? 1 : 0]?.key ?? '', name: terms[spring ? 1 : 0]?.name ?? '' },
        terms,
        totals: spring ? totals({ events: 1, checkedIn: 3 }) : totals(),
        countedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
        clubCount: spring ? 1 : 60,
        clubs: spring
          ? [{ club: { id: 'chess', name: 'Chess Club' }, totals: totals({ checkedIn: 3 }) }]
          : [
              { club: { id: 'photo', name: 'Photo Club' }, totals: totals({ checkedIn: 14 }) },
              { club: null, totals: totals({ checkedIn: 8, newMembers: 0 }) },
            ],
      })
    }),
    http.get(`${API}/admin/attendance.csv`, ({ request }) => {
      csv.push(new URL(request.url).search)
      return new HttpResponse('"Club"\r\n', { headers: { 'content-type': 'text/csv' } })
    }),
  )
}

/** The anchor clicks a download makes, by the file name it gives. */
function savedFiles() {
  const saved: string[] = []
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download)
  })
  return { saved, restore: () => click.mockRestore() }
}

describe("the school's attendance", () => {
  it('gives staff the term in numbers, club by club, another term, and the CSV', async () => {
    schoolApi()
    const { user } = renderRoute('/admin/attendance', { user: staff })
    const report = await screen.findByRole('region', { name: 'Attendance' })
    const checkedIn = await within(report).findByText('Checked in', { selector: 'dt' })
    expect(checkedIn.nextElementSibling).toHaveTextContent('22')
    expect(within(report).getByText(/^Counted 3 minutes ago/)).toBeVisible()
    const table = within(report).getByRole('table', { name: 'Club by club' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Photo Club',
      'The school’s own events',
    ])
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('14')
    expect(
      within(report).getByText('The 2 with the most check-ins are shown; the CSV has all 60.'),
    ).toBeVisible()
    // The trend: oldest term first, the shown one marked.
    const trend = within(report).getByRole('list', { name: 'Check-ins by term' })
    const items = within(trend).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Spring 2026checked in: 3, attendees: 3, events: 1',
      'Fall 2026checked in: 22, attendees: 15, events: 4',
    ])
    expect(items[1]).toHaveAttribute('aria-current', 'true')
    await expectNoAxeViolations(report)

    await user.selectOptions(within(report).getByLabelText('Term'), 'Spring 2026')
    await within(report).findByRole('rowheader', { name: 'Chess Club' })
    expect(asked).toEqual(['', '2026-spring'])

    const files = savedFiles()
    await user.click(within(report).getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => {
      expect(files.saved).toEqual(['school-attendance-2026-spring.csv'])
    })
    files.restore()
    expect(csv).toEqual(['?term=2026-spring'])
  })

  it('says when no event has started yet, and offers a retry when it fails', async () => {
    renderRoute('/admin/attendance', { user: staff })
    expect(await screen.findByText(/No events have started yet/)).toBeVisible()
    expect(screen.queryByLabelText('Term')).toBeNull()

    server.use(http.get(`${API}/admin/attendance`, () => HttpResponse.json({}, { status: 500 })))
    renderRoute('/admin/attendance', { user: staff })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The attendance did not load.')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  })
  it('offers the current term when a term picked fails to load', async () => {
    schoolApi()
    server.use(
      http.get(`${API}/admin/attendance`, ({ request }) =>
        new URL(request.url).searchParams.get('term') === '2026-spring'
          ? HttpResponse.json({}, { status: 404 })
          : HttpResponse.json(
              SchoolAttendanceReport.parse({
                term: { key: 'sis:F26', name: 'Fall 2026' },
                terms,
                totals: totals(),
                countedAt: null,
                clubs: [],
                clubCount: 0,
              }),
            ),
      ),
    )
    const { user } = renderRoute('/admin/attendance', { user: staff })
    const report = await screen.findByRole('region', { name: 'Attendance' })
    const picker = await within(report).findByLabelText('Term')
    await user.selectOptions(picker, 'Spring 2026')
    // The picker says the term picked at once, while its report loads.
    expect(picker).toHaveValue('2026-spring')
    const alert = await within(report).findByRole('alert')
    await user.click(within(alert).getByRole('button', { name: 'Show the current term' }))
    expect(await within(report).findByLabelText('Term')).toHaveValue('sis:F26')
  })
})

describe("a club's attendance", () => {
  function clubApi(membership: 'member' | 'officer') {
    server.use(
      noEvents,
      clubLayout(),
      http.get(`${API}/clubs/chess/about`, () =>
        answer(ClubAbout, {
          club: fakeClub({ id: 'chess', name: 'Chess Club', membership }),
          officers: [],
          additionalInfo: [],
        }),
      ),
      http.get(`${API}/clubs/chess/attendance`, () =>
        answer(ClubAttendanceReport, {
          term: { key: 'sis:F26', name: 'Fall 2026' },
          terms: terms.slice(0, 1),
          totals: totals(),
          countedAt: new Date().toISOString(),
          events: [
            {
              id: 'e2',
              title: 'Blitz night',
              startsAt: '2026-11-20T23:00:00.000Z',
              going: 12,
              checkedIn: 9,
              noShows: null,
              returning: 4,
              firstTime: 5,
            },
            {
              id: 'e1',
              title: 'Opening',
              startsAt: '2026-09-10T22:00:00.000Z',
              going: 18,
              checkedIn: 13,
              noShows: 5,
              returning: 0,
              firstTime: 13,
            },
          ],
        }),
      ),
    )
  }

  it('gives its officers the term event by event in Manage', async () => {
    clubApi('officer')
    renderRoute('/_/_/clubs/chess')
    const report = await screen.findByRole('region', { name: 'Attendance' })
    const table = await within(report).findByRole('table', { name: 'Event by event' })
    const [blitz, opening] = within(table).getAllByRole('row').slice(1) as HTMLElement[]
    expect(within(blitz as HTMLElement).getByRole('link', { name: 'Blitz night' })).toHaveAttribute(
      'href',
      '/events/e2',
    )
    // No no-shows until it has ended; the opening's five.
    expect(within(blitz as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('Not ended')
    expect(within(opening as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('5')
    expect(within(report).getByText('Came twice or more').nextElementSibling).toHaveTextContent('5')
    await expectNoAxeViolations(report)
  })

  it('is not shown to a member', async () => {
    clubApi('member')
    renderRoute('/_/_/clubs/chess')
    await screen.findByRole('heading', { level: 1, name: 'Chess Club' })
    expect(screen.queryByRole('region', { name: 'Attendance' })).toBeNull()
  })
})

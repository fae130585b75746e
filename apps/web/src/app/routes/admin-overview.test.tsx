import { AuditEntry, AuditPage, Overview, OVERVIEW_MEASURES } from '@quad/shared'
import { fireEvent, screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The admin overview's detail (issue 14 item 5): tiles with the change in words, the
 * range, the table view, the chart's keyboard tooltip, and the audit log's filters and
 * paging. The journey against the real server and axe are e2e (admin-overview.spec.ts).
 */
const admin = { ...maya, roles: ['school_admin' as const] }
let overviewCalls: URLSearchParams[] = []
let auditCalls: URLSearchParams[] = []
afterEach(() => {
  overviewCalls = []
  auditCalls = []
})

function overviewFor(query: URLSearchParams): Overview {
  const from = query.get('from') ?? ''
  const days = query.get('bucket') === 'week' ? 13 : Number(from ? 30 : 0)
  const totals = [12, 4, 30, 3, 0]
  const previous = [8, 4, 40, 0, 0]
  return Overview.parse({
    from,
    to: query.get('to'),
    bucket: query.get('bucket'),
    previous: { from, to: from },
    measures: OVERVIEW_MEASURES.map((key, m) => ({
      key,
      total: totals[m],
      previousTotal: previous[m],
      points: Array.from({ length: days }, (_, i) => ({
        start: new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000)
          .toISOString()
          .slice(0, 10),
        count: i === 1 ? (totals[m] ?? 0) : 0,
      })),
    })),
  })
}

const entry = (id: number, action: string): AuditEntry =>
  AuditEntry.parse({
    id: String(id),
    actor: { uid: 'u-admin', firstName: 'Ada', lastName: 'Admin' },
    action,
    subjectType: 'user',
    subjectId: '42',
    details: { grant: ['staff'] },
    at: '2026-01-05T10:00:00.000Z',
    requestId: 'req-1',
    ip: '127.0.0.1',
  })

function answerApi() {
  server.use(
    http.get(`${ORIGIN}/api/v1/admin/overview`, ({ request }) => {
      const query = new URL(request.url).searchParams
      overviewCalls.push(query)
      return answer(Overview, overviewFor(query))
    }),
    http.get(`${ORIGIN}/api/v1/admin/audit`, ({ request }) => {
      const query = new URL(request.url).searchParams
      auditCalls.push(query)
      const action = query.get('action')
      if (action === 'role.assign') {
        return answer(AuditPage, { items: [entry(9, 'role.assign')], nextCursor: null })
      }
      if (query.get('cursor') === '5') {
        return answer(AuditPage, { items: [entry(4, 'report.hide')], nextCursor: null })
      }
      return answer(AuditPage, {
        items: [entry(6, 'user.suspend'), entry(5, 'report.dismiss')],
        nextCursor: '5',
      })
    }),
  )
}

describe('the admin overview (issue 14 item 5)', () => {
  it('shows a tile per measure with its total and the change in words', async () => {
    answerApi()
    renderRoute('/admin/overview', { user: admin })
    const tile = (await screen.findByRole('heading', { name: 'Active students' }))
      .parentElement as HTMLElement
    expect(within(tile).getByText('12')).toBeVisible()
    expect(within(tile).getByText('Up 50% on the previous 30 days (8)')).toBeVisible()
    expect(
      within(tile).getByRole('group', { name: /^Active students, per day from/ }),
    ).toBeVisible()
    const messages = screen.getByRole('heading', { name: 'Messages sent' }).parentElement
    expect(
      within(messages as HTMLElement).getByText('Down 25% on the previous 30 days (40)'),
    ).toBeVisible()
    const joins = screen.getByRole('heading', { name: 'Club joins' }).parentElement
    expect(
      within(joins as HTMLElement).getByText('Up from none in the previous 30 days'),
    ).toBeVisible()
    expect(screen.getAllByText('Same as the previous 30 days')).toHaveLength(2)
    expect(overviewCalls[0]?.get('bucket')).toBe('day')
    // This term's attendance (issue 37 item 5; its detail is attendance.test.tsx's).
    const attendance = screen.getByRole('region', { name: 'Attendance' })
    expect(await within(attendance).findByText(/No events have started yet/)).toBeVisible()
  })

  it('reads 7 or 90 days when the range changes, 90 by week', async () => {
    answerApi()
    const view = renderRoute('/admin/overview', { user: admin })
    await screen.findByRole('heading', { name: 'Active students' })
    await view.user.click(screen.getByRole('radio', { name: '90 days' }))
    await screen.findAllByText('Up 50% on the previous 90 days (8)')
    const last = overviewCalls.at(-1)
    expect(last?.get('bucket')).toBe('week')
    const span = Date.parse(last?.get('to') ?? '') - Date.parse(last?.get('from') ?? '')
    expect(span / 86_400_000).toBe(89)
    await view.user.click(screen.getByRole('radio', { name: '7 days' }))
    await screen.findAllByText('Up 50% on the previous 7 days (8)')
  })

  it('shows the same numbers as a table', async () => {
    answerApi()
    const view = renderRoute('/admin/overview', { user: admin })
    await screen.findByRole('heading', { name: 'Active students' })
    const toggle = screen.getByRole('button', { name: 'Show as table' })
    await view.user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    const table = screen.getByRole('table', { name: /^Activity per day/ })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual([
      'Day',
      'Active students',
      'New connections',
      'Messages sent',
      'Club joins',
      'Reports filed',
    ])
    const total = within(table).getByRole('rowheader', { name: 'Total' }).parentElement
    expect(
      within(total as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '4', '30', '3', '0'])
  })

  it("tells a bar's value by the arrow keys", async () => {
    answerApi()
    renderRoute('/admin/overview', { user: admin })
    const chart = await screen.findByRole('group', { name: /^Active students/ })
    fireEvent.focus(chart)
    fireEvent.keyDown(chart, { key: 'Home' })
    fireEvent.keyDown(chart, { key: 'ArrowRight' })
    expect(within(chart).getByRole('status')).toHaveTextContent(/: 12$/)
  })

  it('filters the audit log by action and pages it', async () => {
    answerApi()
    const view = renderRoute('/admin/overview', { user: admin })
    const list = await screen.findByRole('list', { name: 'Audit entries' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(within(list).getByText('Account suspended')).toBeVisible()
    await view.user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await within(list).findByText('Reported content hidden')).toBeVisible()
    expect(screen.getByText('That is every entry.')).toBeVisible()

    await view.user.selectOptions(screen.getByLabelText('Action'), 'role.assign')
    await view.user.type(screen.getByLabelText('Actor (user id)'), 'u-admin')
    await view.user.click(screen.getByRole('button', { name: 'Show entries' }))
    const filtered = await screen.findByRole('list', { name: 'Audit entries' })
    expect(await within(filtered).findByText('Roles changed')).toBeVisible()
    expect(auditCalls.at(-1)?.get('action')).toBe('role.assign')
    expect(auditCalls.at(-1)?.get('actor')).toBe('u-admin')
    await view.user.click(screen.getByText('Details'))
    expect(screen.getByText(/"staff"/)).toBeVisible()
  })
})

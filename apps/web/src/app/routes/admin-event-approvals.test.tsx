import { EventApprovalRule, EventReviewQueue, type EventReviewItem } from '@quad/shared'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { fakeEvent } from '../../test/fake-event.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * Admin → Event approvals (issue 37 item 4, decision 106): the school admin's rule switch
 * (staff read it), the club events waiting with their room, series and sender, Approve,
 * and Return… with a note the shared schema requires.
 */
const admin = { ...maya, roles: ['school_admin' as const] }
const staff = { ...maya, roles: ['staff' as const] }
const gallery: EventReviewItem = {
  event: fakeEvent({ id: 'e1', title: 'Gallery night', status: 'submitted' }),
  room: { id: 'r1', name: 'Hall B 204', capacity: 80 },
  submittedBy: 'Maya Chen',
  occurrences: 1,
}
const critique: EventReviewItem = {
  event: fakeEvent({ id: 'e2', title: 'Weekly critique', status: 'submitted', seriesId: 's1' }),
  room: null,
  submittedBy: null,
  occurrences: 3,
}

let sent: Array<{ url: string; body: unknown }> = []
afterEach(() => {
  sent = []
})

function answerReviews(required = true) {
  let items = [gallery, critique]
  let rule = required
  server.use(
    http.get(`${ORIGIN}/api/v1/events/reviews`, () =>
      answer(EventReviewQueue, { required: rule, canChangeRule: true, items }),
    ),
    http.put(`${ORIGIN}/api/v1/events/approval-rule`, async ({ request }) => {
      const body = EventApprovalRule.parse(await request.json())
      sent.push({ url: request.url, body })
      rule = body.required
      return answer(EventApprovalRule, body)
    }),
    http.post(`${ORIGIN}/api/v1/events/:id/review`, async ({ request, params }) => {
      sent.push({ url: request.url, body: await request.json() })
      items = items.filter((item) => item.event.id !== params['id'])
      return new HttpResponse(null, { status: 204 })
    }),
  )
}

describe('Admin → Event approvals', () => {
  it('lists what waits, with its room, series and sender, and approves one', async () => {
    answerReviews()
    const { user } = renderRoute('/admin/event-approvals', { user: admin })
    const list = await screen.findByRole('list', { name: 'Events waiting for approval' })
    const [first, second] = within(list).getAllByRole('listitem')
    if (!first || !second) throw new Error('two rows')
    expect(within(first).getByRole('link', { name: 'Gallery night' })).toHaveAttribute(
      'href',
      '/events/e1',
    )
    expect(within(first).getByText('Room: Hall B 204')).toBeVisible()
    expect(within(first).getByText('Sent by Maya Chen')).toBeVisible()
    expect(within(second).getByText('Repeats: 3 dates, approved together')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Approve Gallery night' }))
    expect(await screen.findByText('Gallery night is published.')).toBeVisible()
    expect(sent).toEqual([
      { url: `${ORIGIN}/api/v1/events/e1/review`, body: { decision: 'approve' } },
    ])
    expect(await screen.findByText('Weekly critique')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Gallery night' })).toBeNull()
  })

  it('returns an event with the note the officers read, which it requires', async () => {
    answerReviews()
    const { user } = renderRoute('/admin/event-approvals', { user: staff })
    await user.click(
      await screen.findByRole('button', { name: 'Return Weekly critique to its officers' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Return Weekly critique' })
    await user.click(within(dialog).getByRole('button', { name: 'Return to officers' }))
    const note = within(dialog).getByLabelText('Note to the officers')
    expect(note).toHaveAttribute('aria-invalid', 'true')
    expect(note).toHaveAccessibleDescription(/Say what the officers should change/)
    expect(sent).toEqual([])
    await user.type(note, 'Pick a room, please.')
    await user.click(within(dialog).getByRole('button', { name: 'Return to officers' }))
    expect(await screen.findByText('Weekly critique is back with its officers.')).toBeVisible()
    expect(sent).toEqual([
      {
        url: `${ORIGIN}/api/v1/events/e2/review`,
        body: { decision: 'return', note: 'Pick a room, please.' },
      },
    ])
  })

  it('gives the school admin the rule’s switch', async () => {
    answerReviews(false)
    const { user } = renderRoute('/admin/event-approvals', { user: admin })
    const rule = await screen.findByRole('switch', { name: 'Club events need staff approval' })
    expect(rule).toHaveAttribute('aria-checked', 'false')
    await user.click(rule)
    expect(await screen.findByText('Club events now wait for approval.')).toBeVisible()
    expect(sent).toEqual([
      { url: `${ORIGIN}/api/v1/events/approval-rule`, body: { required: true } },
    ])
    expect(await screen.findByRole('switch', { checked: true })).toBeVisible()
  })

  it('says when nothing waits', async () => {
    server.use(
      http.get(`${ORIGIN}/api/v1/events/reviews`, () =>
        answer(EventReviewQueue, { required: true, canChangeRule: false, items: [] }),
      ),
    )
    renderRoute('/admin/event-approvals', { user: staff })
    expect(await screen.findByText('Nothing is waiting for approval.')).toBeVisible()
    expect(
      screen.getByText('Club events wait for staff approval (a school admin sets this).'),
    ).toBeVisible()
    expect(screen.queryByRole('switch')).toBeNull()
  })
})

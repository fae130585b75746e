import {
  BudgetQueue,
  BudgetRequest,
  ClubAbout,
  ClubBudget,
  ClubHandoverAnswer,
  ClubMembersPage,
} from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { clubLayout, fakeClub } from '../../test/fake-club.ts'
import { noEvents } from '../../test/fake-event.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * Budget requests on the web (issue 37 item 3, decision 109): the club's Manage area asks
 * for money (amounts typed as decimals, sent in minor units, checked by the shared schema)
 * and sends a returned request again; Admin → Budget requests approves a stage and
 * returns one with the note it requires. The rules are budgets.test.ts's.
 */
const staff = { ...maya, roles: ['staff' as const] }

function request(over: Partial<BudgetRequest> = {}): BudgetRequest {
  return {
    id: 'b1',
    clubId: 'chess',
    clubName: 'Chess Club',
    title: 'Spring tournament',
    purpose: 'Boards and clocks.',
    items: [{ description: 'Clocks', amountMinor: 12_550 }],
    totalMinor: 12_550,
    currency: 'USD',
    status: 'submitted',
    stage: 1,
    stageName: 'Student life',
    termKey: '2027-spring',
    termName: 'Spring 2027',
    submittedBy: 'Maya Doe',
    submittedAt: '2027-02-01T10:00:00.000Z',
    reviews: [],
    receipts: [],
    ...over,
  }
}

let sent: { method: string; url: string; body: unknown }[] = []

function answerClub(items: BudgetRequest[]) {
  server.use(
    http.get(`${ORIGIN}/api/v1/clubs/chess/about`, () =>
      answer(ClubAbout, {
        club: fakeClub({ id: 'chess', name: 'Chess Club', membership: 'officer' }),
        officers: [],
        additionalInfo: [],
      }),
    ),
    http.get(`${ORIGIN}/api/v1/clubs/chess/members`, () =>
      answer(ClubMembersPage, { items: [], nextCursor: null }),
    ),
    http.get(`${ORIGIN}/api/v1/clubs/chess/handover`, () =>
      answer(ClubHandoverAnswer, { handover: null }),
    ),
    http.get(`${ORIGIN}/api/v1/clubs/chess/budget-requests`, () =>
      answer(ClubBudget, { currency: 'USD', items, ledger: [] }),
    ),
    http.post(`${ORIGIN}/api/v1/clubs/chess/budget-requests`, async ({ request: call }) => {
      sent.push({ method: 'POST', url: call.url, body: await call.json() })
      return answer(BudgetRequest, request(), 201)
    }),
    http.put(`${ORIGIN}/api/v1/clubs/chess/budget-requests/b1`, async ({ request: call }) => {
      sent.push({ method: 'PUT', url: call.url, body: await call.json() })
      return answer(BudgetRequest, request())
    }),
  )
}

beforeEach(() => {
  sent = []
  server.use(noEvents, clubLayout())
})

describe('a club’s budget requests', () => {
  it('asks for money: amounts as decimals, sent in minor units after the shared check', async () => {
    answerClub([])
    const { user } = renderRoute('/_/_/clubs/chess')
    const section = await screen.findByRole('region', { name: 'Budget' })
    await user.click(within(section).getByRole('button', { name: 'Ask for money' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ask for money' })
    await user.type(within(dialog).getByRole('textbox', { name: 'What it is for' }), 'Spring')
    await user.type(within(dialog).getByRole('textbox', { name: 'Purpose' }), 'Boards.')
    await user.type(within(dialog).getByRole('textbox', { name: 'Item 1' }), 'Clocks')
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount 1' }), 'twelve')
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(
      within(dialog).getByText(
        'Enter an amount above zero, like 12.50, without thousands separators.',
      ),
    ).toBeVisible()
    expect(sent).toEqual([])
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount 1' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount 1' }), '125.50')
    await user.click(within(dialog).getByRole('button', { name: 'Add a line' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Item 2' }), 'Boards')
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount 2' }), '40')
    expect(within(dialog).getByText('Total: $165.50')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('The request is sent to Student life.')).toBeVisible()
    expect(sent[0]?.body).toEqual({
      title: 'Spring',
      purpose: 'Boards.',
      items: [
        { description: 'Clocks', amountMinor: 12_550 },
        { description: 'Boards', amountMinor: 4_000 },
      ],
    })
  })

  it('shows a returned request’s note and sends it again, changed', async () => {
    answerClub([
      request({
        status: 'returned',
        reviews: [
          {
            stage: 1,
            stageName: 'Student life',
            decision: 'return',
            note: 'Add a quote.',
            reviewer: 'Grace Mensah',
            at: '2027-02-02T10:00:00.000Z',
          },
        ],
      }),
    ])
    const { user } = renderRoute('/_/_/clubs/chess')
    const card = await screen.findByRole('article', { name: 'Spring tournament' })
    expect(within(card).getByText('Returned to change')).toBeVisible()
    expect(within(card).getByText('Add a quote.')).toBeVisible()
    await user.click(within(card).getByRole('button', { name: 'Change and send again' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change and send again' })
    const amount = within(dialog).getByRole('textbox', { name: 'Amount 1' })
    expect(amount).toHaveValue('125.50')
    await user.clear(amount)
    await user.type(amount, '99.99')
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('The request is sent to Student life.')).toBeVisible()
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      body: { items: [{ description: 'Clocks', amountMinor: 9_999 }] },
    })
  })
  it('attaches a receipt, opens it and takes it off while the request waits', async () => {
    const receipt = {
      id: 'a'.repeat(32),
      name: 'clocks.pdf',
      contentType: 'application/pdf',
      size: 240_000,
      uploadedAt: '2027-02-02T10:00:00.000Z',
    }
    // The club's list as the server holds it: the attached receipt is in it from then on.
    const shown = [request()]
    answerClub(shown)
    const posted: string[] = []
    server.use(
      http.post(
        `${ORIGIN}/api/v1/clubs/chess/budget-requests/b1/receipts`,
        async ({ request: call }) => {
          // The multipart body's `file` part, of the file's type (jsdom's File reaches the
          // stand-in without its name and bytes; budgets.spec.ts sends a real one).
          const body = await call.text()
          const part =
            body.includes('name="file"') && body.includes('Content-Type: application/pdf')
          posted.push(part ? 'pdf' : body)
          shown[0] = request({ receipts: [receipt] })
          return answer(BudgetRequest, shown[0], 201)
        },
      ),
      http.get(`${ORIGIN}/api/v1/budget-requests/b1/receipts/${receipt.id}`, () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4').buffer, {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
      http.delete(
        `${ORIGIN}/api/v1/clubs/chess/budget-requests/b1/receipts/${receipt.id}`,
        ({ request: call }) => {
          sent.push({ method: 'DELETE', url: call.url, body: null })
          return new HttpResponse(null, { status: 204 })
        },
      ),
    )
    const { user } = renderRoute('/_/_/clubs/chess')
    const card = await screen.findByRole('article', { name: 'Spring tournament' })
    await user.click(within(card).getByRole('button', { name: 'Attach a receipt' }))
    // The picker: the button opens the hidden file input, which takes the file.
    const input = card.querySelector<HTMLInputElement>('input[type="file"]')
    if (!input) throw new Error('no file input')
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/gif,application/pdf')
    await user.upload(input, new File(['%PDF-1.4'], 'clocks.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText('clocks.pdf attached')).toBeVisible()
    expect(posted).toEqual(['pdf'])

    const receipts = await within(card).findByRole('list', { name: 'Receipts' })
    expect(within(receipts).getByText('234 KB')).toBeVisible()
    const saved: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    await user.click(within(receipts).getByRole('button', { name: 'Open clocks.pdf' }))
    await waitFor(() => {
      expect(saved).toEqual(['clocks.pdf'])
    })
    click.mockRestore()
    await user.click(within(receipts).getByRole('button', { name: 'Remove clocks.pdf' }))
    expect(await screen.findByText('clocks.pdf removed')).toBeVisible()
    expect(sent.map((call) => call.method)).toEqual(['DELETE'])
  })
})

describe('Admin → Budget requests', () => {
  it('approves a stage, and returns a request only with a note', async () => {
    let items = [
      request(),
      request({ id: 'b2', title: 'Chess camp', stage: 2, stageName: 'Finance' }),
    ]
    server.use(
      http.get(`${ORIGIN}/api/v1/budget-requests`, () => answer(BudgetQueue, { items })),
      http.post(
        `${ORIGIN}/api/v1/budget-requests/:id/review`,
        async ({ request: call, params }) => {
          sent.push({ method: 'POST', url: call.url, body: await call.json() })
          items = items.filter((item) => item.id !== params['id'])
          return answer(BudgetRequest, request({ status: 'approved' }))
        },
      ),
    )
    const { user } = renderRoute('/admin/budget-requests', { user: staff })
    const list = await screen.findByRole('list', { name: 'Budget requests waiting' })
    const first = within(list).getByRole('article', { name: 'Chess Club: Spring tournament' })
    await user.click(within(first).getByRole('button', { name: 'Approve Student life' }))
    expect(await screen.findByText('Spring tournament is approved at Student life.')).toBeVisible()
    expect(sent[0]?.body).toEqual({ decision: 'approve', stage: 1 })
    const camp = await within(list).findByRole('article', { name: 'Chess Club: Chess camp' })
    await user.click(within(camp).getByRole('button', { name: 'Return' }))
    const dialog = await screen.findByRole('dialog', { name: 'Return Chess camp' })
    await user.click(within(dialog).getByRole('button', { name: 'Return' }))
    expect(within(dialog).getByText('Write a note: the officers read it.')).toBeVisible()
    expect(sent).toHaveLength(1)
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note to the club’s officers' }),
      'Too much.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Return' }))
    expect(await screen.findByText('Chess camp is returned to its club.')).toBeVisible()
    expect(sent[1]?.body).toEqual({ decision: 'return', stage: 2, note: 'Too much.' })
  })
})

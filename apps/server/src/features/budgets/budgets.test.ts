import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { BudgetQueue, BudgetRequest, ClubBudget, ErrorBody, NotificationList } from '@quad/shared'
import { auditLog, userRoles } from '../../platform/db/policies-schema.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { multipart } from '../../test/multipart.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/**
 * Clubs' budget requests (issue 37 item 3, decision 109) through real HTTP: officers send
 * line items; staff review in two stages, a different reviewer each; return with a note,
 * change and send again; reject; officers hear of each decision; the club's ledger and CSV.
 */
const ctx = useTestApp()
let school: School
let clubUid = ''
const api: Record<string, BearerClient> = {}
const ids: Record<string, number> = {}

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'budget', name: 'Budget U' })
  for (const name of ['ola', 'rex', 'grace', 'gus', 'henrik']) {
    ids[name] = (
      await insertTestStudent(database, school, {
        email: `${name}@b.edu`,
        firstName: name.toUpperCase(),
        lastName: 'Doe',
      })
    ).id
    api[name] = await bearerClient(ctx, 'budget', `${name}@b.edu`)
  }
  await database.db.insert(userRoles).values([
    { schoolId: school.id, userId: ids['grace'] ?? 0, role: 'staff' },
    { schoolId: school.id, userId: ids['gus'] ?? 0, role: 'staff' },
    { schoolId: school.id, userId: ids['henrik'] ?? 0, role: 'school_admin' },
  ])
  clubUid = (
    await insertClub(ctx(), school, {
      name: 'Film Club',
      officers: [ids['ola'] ?? 0],
      members: [ids['rex'] ?? 0],
    })
  ).uid
})

const as = (name: string) => api[name] as BearerClient
const base = () => `/api/v1/clubs/${clubUid}/budget-requests`
const body = {
  title: 'Spring screenings',
  purpose: 'Licences and snacks for four screenings.',
  items: [
    { description: 'Screening licences', amountMinor: 24_000 },
    { description: 'Snacks', amountMinor: 6_050 },
  ],
}

async function submit(): Promise<BudgetRequest> {
  const response = await as('ola').post(base(), body)
  expect(response.statusCode, response.body).toBe(201)
  return BudgetRequest.parse(response.json())
}

async function review(
  who: string,
  requestId: string,
  stage: number,
  decision: string,
  note?: string,
) {
  return as(who).post(`/api/v1/budget-requests/${requestId}/review`, {
    decision,
    stage,
    ...(note === undefined ? {} : { note }),
  })
}

async function notificationsOf(who: string) {
  await ctx().app.outbox.drain()
  return NotificationList.parse((await as(who).get('/api/v1/notifications')).json()).items
}

describe('budget requests', () => {
  it('passes two stages by two reviewers, and the officers hear of each', async () => {
    const sent = await submit()
    expect(sent).toMatchObject({
      status: 'submitted',
      stage: 1,
      stageName: 'Student life',
      totalMinor: 30_050,
      currency: 'USD',
      submittedBy: 'OLA Doe',
    })
    const queue = BudgetQueue.parse((await as('grace').get('/api/v1/budget-requests')).json())
    expect(queue.items.map((item) => item.id)).toContain(sent.id)
    expect((await as('rex').get('/api/v1/budget-requests')).statusCode).toBe(403)
    expect((await review('ola', sent.id, 1, 'approve')).statusCode).toBe(403)

    const first = await review('grace', sent.id, 1, 'approve')
    expect(first.statusCode, first.body).toBe(200)
    expect(BudgetRequest.parse(first.json())).toMatchObject({ status: 'submitted', stage: 2 })
    // Grace approved the first stage: someone else approves the second.
    // Henrik saw stage one still waiting: his approval is not taken for the second.
    const stale = await review('henrik', sent.id, 1, 'approve')
    expect(stale.statusCode).toBe(409)
    expect(ErrorBody.parse(stale.json()).error.message).toBe(
      'This request has moved on: it now waits for Finance.',
    )
    const again = await review('grace', sent.id, 2, 'approve')
    expect(again.statusCode).toBe(403)
    expect(ErrorBody.parse(again.json()).error.message).toBe(
      'You approved Student life: another reviewer approves Finance.',
    )
    const second = await review('gus', sent.id, 2, 'approve')
    expect(second.statusCode, second.body).toBe(200)
    const approved = BudgetRequest.parse(second.json())
    expect(approved.status).toBe('approved')
    expect(approved.reviews.map((r) => [r.stageName, r.decision, r.reviewer])).toEqual([
      ['Student life', 'approve', 'GRACE Doe'],
      ['Finance', 'approve', 'GUS Doe'],
    ])
    expect((await review('henrik', sent.id, 2, 'approve')).statusCode).toBe(409)

    const texts = (await notificationsOf('ola')).map((item) => item.text)
    expect(texts).toContain(
      'GRACE Doe approved Spring screenings at Student life; it goes on to Finance',
    )
    expect(texts).toContain("GUS Doe approved Spring screenings: the money is Film Club's")
    // The reviewers heard of it waiting: sent (all three), then at Finance (not Grace, who
    // approved Student life and may not approve again).
    const waiting = async (who: string) =>
      (await notificationsOf(who))
        .filter((item) => item.type === 'budget_sent' || item.type === 'budget_stage_passed')
        .map((item) => [item.text, item.link])
    const sentNotice = [
      'OLA Doe asked for money for Film Club: Spring screenings, waiting for Student life',
      '/admin/budget-requests',
    ]
    const atFinance = [
      "GRACE Doe approved Film Club's Spring screenings; it waits for Finance",
      '/admin/budget-requests',
    ]
    expect(await waiting('gus')).toEqual(expect.arrayContaining([sentNotice, atFinance]))
    expect(await waiting('henrik')).toEqual(expect.arrayContaining([sentNotice, atFinance]))
    expect(await waiting('grace')).toContainEqual(sentNotice)
    expect(await waiting('grace')).not.toContainEqual(atFinance)
    expect(await waiting('rex')).toEqual([])
    const entries = await ctx()
      .database.db.select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'budget.review'), eq(auditLog.subjectId, sent.id)))
    expect(entries).toHaveLength(2)
  })

  it('is returned with a note, changed and sent again from the first stage; then rejected', async () => {
    const sent = await submit()
    const noNote = await review('grace', sent.id, 1, 'return')
    expect(noNote.statusCode).toBe(400)
    expect(ErrorBody.parse(noNote.json()).error.issues?.[0]?.path).toBe('body.note')
    await review('grace', sent.id, 1, 'approve')
    const returned = await review('gus', sent.id, 2, 'return', 'Quote the licences, please.')
    expect(BudgetRequest.parse(returned.json())).toMatchObject({ status: 'returned', stage: 2 })
    expect((await notificationsOf('ola')).map((item) => item.text)).toContain(
      'GUS Doe returned Spring screenings to change: Quote the licences, please.',
    )
    expect((await review('henrik', sent.id, 2, 'approve')).statusCode).toBe(409)

    const changed = await as('ola').put(`${base()}/${sent.id}`, {
      ...body,
      items: [{ description: 'Screening licences (quote attached)', amountMinor: 20_000 }],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(BudgetRequest.parse(changed.json())).toMatchObject({
      status: 'submitted',
      stage: 1,
      totalMinor: 20_000,
    })
    // A new submission: Grace may approve its first stage again, and Gus its second.
    expect((await review('grace', sent.id, 1, 'approve')).statusCode).toBe(200)
    const rejected = await review('henrik', sent.id, 2, 'reject', 'Over this term’s budget.')
    expect(BudgetRequest.parse(rejected.json()).status).toBe('rejected')
    expect((await as('ola').put(`${base()}/${sent.id}`, body)).statusCode).toBe(409)
  })

  it('keeps the club’s ledger per term and its CSV, for those who run the club', async () => {
    const budget = ClubBudget.parse((await as('ola').get(base())).json())
    const [term] = budget.ledger
    expect(budget.ledger).toHaveLength(1)
    expect(term?.approvedMinor).toBe(30_050)
    expect((await as('rex').get(base())).statusCode).toBe(403)
    const csv = await as('ola').get(`${base()}.csv`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body).toContain('"Spring screenings","approved","Finance"')
    expect(csv.body).toContain('"Snacks","60.50","USD"')
  })

  it('lets nobody decide on a request they sent', async () => {
    // Henrik, a school admin, runs every club: he may send for one, not approve it.
    const response = await as('henrik').post(base(), body)
    const sent = BudgetRequest.parse(response.json())
    const own = await review('henrik', sent.id, 1, 'approve')
    expect(own.statusCode).toBe(403)
    expect(ErrorBody.parse(own.json()).error.message).toBe(
      'You sent this request: another reviewer decides on it.',
    )
    expect((await review('grace', sent.id, 1, 'reject', 'Not this term.')).statusCode).toBe(200)
  })

  it('names the field at fault, and withdraws what still waits', async () => {
    const bad = await as('ola').post(base(), {
      ...body,
      items: [{ description: 'x', amountMinor: 0 }],
    })
    expect(bad.statusCode).toBe(400)
    expect(ErrorBody.parse(bad.json()).error.issues?.[0]?.path).toBe('body.items.0.amountMinor')
    expect((await as('rex').post(base(), body)).statusCode).toBe(403)
    const sent = await submit()
    expect((await as('ola').delete(`${base()}/${sent.id}`)).statusCode).toBe(204)
    expect((await review('grace', sent.id, 1, 'approve')).statusCode).toBe(409)
    expect((await as('ola').delete(`${base()}/${sent.id}`)).statusCode).toBe(409)
  })
  it('carries receipts its officers attach, which its reviewers read, while it waits', async () => {
    const sent = await submit()
    const receipts = `${base()}/${sent.id}/receipts`
    const attach = (who: string, data: Buffer, filename: string) => {
      const body = multipart('file', filename, data)
      return ctx().app.inject({
        method: 'POST',
        url: receipts,
        headers: {
          host: hostOf('budget'),
          authorization: `Bearer ${as(who).jwt}`,
          'content-type': body.contentType,
        },
        payload: body.payload,
      })
    }
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#eeeeee' },
    })
      .jpeg()
      .toBuffer()
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
    const first = await attach('ola', photo, 'C:\\scans\\licence receipt.jpg')
    expect(first.statusCode, first.body).toBe(201)
    const second = await attach('ola', pdf, 'snacks.pdf')
    expect(second.statusCode, second.body).toBe(201)
    const withTwo = BudgetRequest.parse(second.json())
    expect(withTwo.receipts.map((r) => [r.name, r.contentType])).toEqual([
      ['licence receipt.webp', 'image/webp'],
      ['snacks.pdf', 'application/pdf'],
    ])
    // Not a receipt: the bytes decide, whatever the name says.
    const text = await attach('ola', Buffer.from('just words'), 'receipt.pdf')
    expect(text.statusCode).toBe(415)
    // A member who does not run the club may not attach one.
    expect((await attach('rex', pdf, 'mine.pdf')).statusCode).toBe(403)

    const [image, document] = withTwo.receipts
    const read = (who: string, receiptId: string) =>
      as(who).get(`/api/v1/budget-requests/${sent.id}/receipts/${receiptId}`)
    const seen = await read('grace', document?.id ?? '')
    expect(seen.statusCode).toBe(200)
    expect(seen.headers['content-type']).toBe('application/pdf')
    expect(seen.headers['content-disposition']).toBe("attachment; filename*=UTF-8''snacks.pdf")
    expect(seen.rawPayload.equals(pdf)).toBe(true)
    expect((await read('ola', image?.id ?? '')).headers['content-type']).toBe('image/webp')
    // Nobody else learns it is there.
    expect((await read('rex', image?.id ?? '')).statusCode).toBe(404)

    const removed = await as('ola').delete(`${receipts}/${image?.id ?? ''}`)
    expect(removed.statusCode, removed.body).toBe(204)
    expect((await read('grace', image?.id ?? '')).statusCode).toBe(404)
    // Approved at a stage, its receipts stay as that reviewer read them.
    expect((await review('grace', sent.id, 1, 'approve')).statusCode).toBe(200)
    expect((await attach('ola', pdf, 'late.pdf')).statusCode).toBe(409)
    expect((await as('ola').delete(`${receipts}/${document?.id ?? ''}`)).statusCode).toBe(409)
    const entries = await ctx()
      .database.db.select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.details}->>'request' = ${sent.id}`)
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['club.budget_receipt_add', 'club.budget_receipt_remove']),
    )
  })
})

import {
  MyTranscript,
  TranscriptEntry,
  TranscriptSettings,
  TranscriptShare,
  TranscriptShareList,
  type TranscriptShare as Share,
} from '@quad/shared'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { deansList, record, settings, soup } from './transcript-fakes.ts'

/*
 * /cct (issue 36 item 2): the record by section (verified vs approved) with hours, the
 * student's activities with staff's notes, Add an activity checked by the shared schema and
 * the server's 400, and verification links made and revoked.
 */
let posted: Array<{ method: string; url: string; body: unknown }> = []
afterEach(() => {
  posted = []
})

function answerTranscript() {
  let shares: Share[] = []
  const record2 = (body: unknown) => posted.push({ method: 'POST', url: '', body })
  server.use(
    http.get(`${ORIGIN}/api/v1/me/transcript`, () =>
      answer(MyTranscript, { record, entries: [deansList, soup] }),
    ),
    http.get(`${ORIGIN}/api/v1/transcript/settings`, () => answer(TranscriptSettings, settings)),
    http.get(`${ORIGIN}/api/v1/me/transcript/shares`, () =>
      answer(TranscriptShareList, { items: shares }),
    ),
    http.post(`${ORIGIN}/api/v1/me/transcript/entries`, async ({ request }) => {
      const body = (await request.json()) as { title: string }
      record2(body)
      if (body.title === 'Taken') {
        return HttpResponse.json(
          {
            error: {
              code: 'bad_request',
              message: "body.category: is not one of the school's categories",
              issues: [{ path: 'body.category', message: "is not one of the school's categories" }],
            },
          },
          { status: 400 },
        )
      }
      return answer(
        TranscriptEntry,
        { ...soup, uid: 'e3', title: body.title, status: 'pending' },
        201,
      )
    }),
    http.post(`${ORIGIN}/api/v1/me/transcript/shares`, async ({ request }) => {
      const body = (await request.json()) as { sections: Share['sections'] }
      record2(body)
      const made = {
        uid: 's1',
        path: '/cct/verify/abc.def',
        sections: body.sections,
        createdAt: '2026-03-01T10:00:00.000Z',
        revokedAt: null,
      }
      shares = [made]
      return answer(TranscriptShare, made, 201)
    }),
    http.post(`${ORIGIN}/api/v1/me/transcript/shares/:uid/revoke`, ({ request }) => {
      posted.push({ method: 'POST', url: request.url, body: null })
      shares = shares.map((s) => ({ ...s, revokedAt: '2026-03-02T10:00:00.000Z' }))
      return answer(TranscriptShare, shares[0] as Share)
    }),
  )
}

describe('the transcript page', () => {
  it('shows the record by section, verified and approved, with hours, and the activities', async () => {
    answerTranscript()
    renderRoute('/cct')
    expect(await screen.findByRole('heading', { level: 1, name: 'CCT' })).toBeVisible()
    expect(await screen.findByText('15 hours in total')).toBeVisible()
    const clubs = screen.getByRole('region', { name: 'Clubs and leadership' })
    expect(within(clubs).getByText('Debate Society')).toBeVisible()
    expect(within(clubs).getByText('Officer')).toBeVisible()
    // A club the student left keeps its dates; the current role reads "since".
    expect(within(clubs).getByText('Chess Club')).toBeVisible()
    expect(within(clubs).getByText(/^\S.* – \S.*2025$/)).toBeVisible()
    expect(within(clubs).getByText(/^since /)).toBeVisible()
    expect(within(clubs).getByText('Verified by Quad')).toBeVisible()
    const events = screen.getByRole('region', { name: 'Events attended' })
    expect(within(events).getByText('Regional debate')).toBeVisible()
    expect(within(events).getAllByText('2.5 h')).toHaveLength(2)
    const volunteering = screen.getByRole('region', { name: 'Volunteering' })
    expect(within(volunteering).getByText('Approved by staff')).toBeVisible()
    expect(within(volunteering).getByText('Soup kitchen')).toBeVisible()
    const mine = screen.getByRole('region', { name: 'Your activities' })
    expect(within(mine).getByText('Returned')).toBeVisible()
    expect(within(mine).getByText('Staff note: Attach the letter.')).toBeVisible()
    // An approved activity is verified: it is not edited.
    expect(within(mine).queryByRole('button', { name: 'Edit Soup kitchen' })).toBeNull()
    expect(within(mine).getByRole('button', { name: 'Edit Dean’s list' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeVisible()
  })

  it('checks an activity with the shared schema, sends a valid one, and shows the server’s 400', async () => {
    answerTranscript()
    const { user } = renderRoute('/cct')
    await user.click(await screen.findByRole('button', { name: 'Add an activity' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add an activity' })
    await user.click(within(dialog).getByRole('button', { name: 'Send for review' }))
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription(/empty/)
    expect(posted).toEqual([])
    await user.type(within(dialog).getByLabelText('Title'), 'Taken')
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Volunteering')
    await user.type(within(dialog).getByLabelText('Hours'), '4')
    await user.type(within(dialog).getByLabelText('Start date'), '2026-03-01')
    await user.click(within(dialog).getByLabelText('Leadership'))
    await user.click(within(dialog).getByRole('button', { name: 'Send for review' }))
    expect(await within(dialog).findByText(/is not one of the school/)).toBeVisible()
    expect(posted[0]?.body).toMatchObject({
      title: 'Taken',
      category: 'c-vol',
      hours: 4,
      startDate: '2026-03-01',
      endDate: null,
      outcomes: ['o-lead'],
    })
    await user.clear(within(dialog).getByLabelText('Title'))
    await user.type(within(dialog).getByLabelText('Title'), 'Beach clean-up')
    await user.click(within(dialog).getByRole('button', { name: 'Send for review' }))
    expect(await screen.findByText('“Beach clean-up” is sent for review.')).toBeVisible()
  })

  it('makes a verification link of the chosen sections, and revokes it', async () => {
    answerTranscript()
    const { user } = renderRoute('/cct')
    const links = await screen.findByRole('region', { name: 'Verification links' })
    await user.click(within(links).getByLabelText('Events attended'))
    await user.click(within(links).getByRole('button', { name: 'Make a link' }))
    expect(posted[0]?.body).toEqual({
      sections: { memberships: true, events: false, badges: true, categories: ['c-vol'] },
    })
    const field = await within(links).findByRole('textbox', { name: /Link made/ })
    expect(field).toHaveValue(`${window.location.origin}/cct/verify/abc.def`)
    await user.click(within(links).getByRole('button', { name: /Revoke the link made/ }))
    expect(await within(links).findByText(/^Revoked/)).toBeVisible()
    expect(posted.at(-1)?.url).toBe(`${ORIGIN}/api/v1/me/transcript/shares/s1/revoke`)
  })
})

import { TranscriptVerification } from '@quad/shared'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { record } from './transcript-fakes.ts'

/*
 * /cct/verify/{token} (issue 36 item 2): anyone, signed in or not, sees what the student
 * chose, marked genuine; a revoked link says so; a link that is not one is told apart.
 */
function answerVerify(body: TranscriptVerification | null) {
  server.use(
    http.get(`${ORIGIN}/api/v1/transcript/verify`, ({ request }) => {
      expect(new URL(request.url).searchParams.get('token')).toBe('abc.def')
      if (body === null) {
        return HttpResponse.json(
          { error: { code: 'bad_request', message: 'This link is not valid.' } },
          { status: 400 },
        )
      }
      return answer(TranscriptVerification, body)
    }),
  )
}

describe('the verification page', () => {
  it('shows a visitor the chosen sections, marked genuine', async () => {
    answerVerify({
      status: 'verified',
      issuedAt: '2026-03-01T10:00:00.000Z',
      record: { ...record, memberships: [], events: [] },
    })
    renderRoute('/cct/verify/abc.def', { user: null })
    expect(await screen.findByText(/^Genuine: verified by Quad for Demo University/)).toBeVisible()
    expect(screen.getByText('Maya Lopez')).toBeVisible()
    expect(screen.getByRole('region', { name: 'Badges' })).toBeVisible()
    const volunteering = screen.getByRole('region', { name: 'Volunteering' })
    expect(within(volunteering).getByText('Soup kitchen')).toBeVisible()
    // Sections the student did not choose are not shown at all.
    expect(screen.queryByRole('region', { name: 'Clubs and leadership' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Events attended' })).toBeNull()
  })

  it('says a revoked link was revoked, and shows nothing of the transcript', async () => {
    answerVerify({ status: 'revoked', revokedAt: '2026-03-02T10:00:00.000Z' })
    renderRoute('/cct/verify/abc.def', { user: null })
    expect(await screen.findByRole('alert')).toHaveTextContent(/This link was revoked/)
    expect(screen.queryByText('Maya Lopez')).toBeNull()
  })

  it('tells a link that is not one apart', async () => {
    answerVerify(null)
    renderRoute('/cct/verify/abc.def', { user: null })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is not a valid verification link.',
    )
  })
})

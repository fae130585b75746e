import { ModerationReport, ModerationReportPage } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The moderation queue (issue 14 item 4): context, filters in the URL, actions that take
 * a report off the open list, the confirmation before Suspend. The live journey and axe
 * are e2e (e2e/tests/moderation.spec.ts).
 */
const moderator = { ...maya, roles: ['moderator' as const] }
const person = (uid: string, firstName: string) => ({
  uid,
  firstName,
  lastName: 'Doe',
  photoUrl: null,
})
const base = {
  reporter: person('r1', 'Jonah'),
  status: 'open' as const,
  outcome: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  actedAt: null,
}
const chatReport = ModerationReport.parse({
  ...base,
  id: '2',
  subjectType: 'chat.message',
  subjectId: '55',
  snapshot: 'you are awful',
  reason: 'rude',
  note: null,
  subject: {
    type: 'chat.message',
    messageId: 55,
    conversationId: 7,
    sender: person('s1', 'Sam'),
    text: '',
    hidden: false,
    versions: [
      { body: 'you are awful', replacedAt: '2026-11-20T10:05:00.000Z' },
      { body: 'you are fine', replacedAt: '2026-11-20T10:06:00.000Z' },
    ],
  },
})
const profileReport = ModerationReport.parse({
  ...base,
  id: '1',
  subjectType: 'profile',
  subjectId: '9',
  snapshot: 'bio',
  reason: 'impersonation',
  note: 'not really the dean',
  subject: { type: 'profile', person: person('p1', 'Dean'), bio: 'I am the dean', hidden: false },
})

const postReport = ModerationReport.parse({
  ...base,
  id: '3',
  subjectType: 'post',
  subjectId: '31',
  snapshot: 'Darkroom night\nBring cash for the <b>raffle</b>',
  reason: 'spam',
  note: null,
  subject: {
    type: 'post',
    uid: 'post-uid-1',
    author: person('a1', 'Maya'),
    title: 'Darkroom night',
    body: 'Bring cash for the raffle',
    clubName: 'Photography',
    channel: 'news',
    reporters: 3,
    hidden: true,
  },
})
const commentReport = ModerationReport.parse({
  ...base,
  id: '4',
  subjectType: 'comment',
  subjectId: '77',
  snapshot: 'rude words',
  reason: 'harassment',
  note: null,
  subject: {
    type: 'comment',
    uid: 'comment-uid-1',
    postUid: 'post-uid-2',
    author: { uid: null, firstName: 'Deleted student', lastName: '', photoUrl: null },
    body: 'rude words',
    clubName: null,
    reporters: 1,
    hidden: false,
  },
})

let queries: URLSearchParams[] = []
let actions: { id: string; body: unknown }[] = []
beforeEach(() => {
  queries = []
  actions = []
  const open = [chatReport, profileReport]
  server.use(
    http.get(`${ORIGIN}/api/v1/moderation/reports`, ({ request }) => {
      const params = new URL(request.url).searchParams
      queries.push(params)
      const acted = new Set(actions.map((a) => a.id))
      const items = params.get('status') === 'open' ? open.filter((r) => !acted.has(r.id)) : []
      return answer(ModerationReportPage, { items, nextCursor: null })
    }),
    http.post(`${ORIGIN}/api/v1/moderation/reports/:id/actions`, async ({ params, request }) => {
      actions.push({ id: String(params.id), body: await request.json() })
      return new HttpResponse(null, { status: 204 })
    }),
  )
})

describe('/admin/moderation', () => {
  it('lists open reports with their context, reason, note and reporter', async () => {
    const { user } = renderRoute('/admin/moderation', { user: moderator })
    // The first render loads the lazy route and its section: give it a busy machine's time.
    const chat = await screen.findByRole(
      'article',
      { name: /Chat message · rude/ },
      { timeout: 15_000 },
    )
    expect(within(chat).getByText('you are awful', { selector: 'blockquote' })).toBeVisible()
    expect(within(chat).getByText('Sent by Sam Doe')).toBeVisible()
    expect(within(chat).getByText('Reported by Jonah Doe')).toBeVisible()
    // Edited and then deleted since: the moderator may open what it said before.
    await user.click(within(chat).getByText('Earlier texts (2)'))
    expect(within(chat).getByText('you are fine')).toBeVisible()
    expect(within(chat).getByText('Deleted by its sender since.')).toBeVisible()
    const profile = screen.getByRole('article', { name: /Profile · Pretending to be someone else/ })
    expect(within(profile).getByText('I am the dean')).toBeVisible()
    expect(within(profile).getByText('Their note: not really the dean')).toBeVisible()
  })

  it('shows a post’s and a comment’s report: text as reported, author, club, reporters, a link', async () => {
    server.use(
      http.get(`${ORIGIN}/api/v1/moderation/reports`, () =>
        answer(ModerationReportPage, { items: [postReport, commentReport], nextCursor: null }),
      ),
    )
    renderRoute('/admin/moderation', { user: moderator })
    const post = await screen.findByRole('article', { name: 'Post · Spam' }, { timeout: 15_000 })
    // The snapshot is text: markup in it is shown, never run.
    expect(within(post).getByText(/Bring cash for the <b>raffle<\/b>/)).toBeVisible()
    expect(within(post).getByText('By Maya Doe · in Photography')).toBeVisible()
    expect(within(post).getByText('Hidden')).toBeVisible()
    expect(within(post).getByText('3 students reported it')).toBeVisible()
    expect(within(post).getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      '/posts/post-uid-1',
    )
    expect(within(post).getByRole('button', { name: 'Suspend…' })).toBeVisible()
    const comment = screen.getByRole('article', { name: 'Comment · Harassment or bullying' })
    expect(within(comment).getByText('By Deleted student · School feed')).toBeVisible()
    expect(within(comment).getByText('1 student reported it')).toBeVisible()
    expect(within(comment).getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      '/posts/post-uid-2',
    )
  })

  it('keeps the filters in the URL and asks the server with them', async () => {
    const view = renderRoute('/admin/moderation?type=profile', { user: moderator })
    await screen.findByRole('article', { name: /Chat message/ })
    expect(queries.at(-1)?.get('type')).toBe('profile')
    await view.user.selectOptions(screen.getByLabelText('Status'), 'dismissed')
    expect(await screen.findByText('No reports here')).toBeVisible()
    expect(queries.at(-1)?.get('status')).toBe('dismissed')
  })

  it('dismisses at once, and suspends only after asking for the days', async () => {
    const view = renderRoute('/admin/moderation', { user: moderator })
    const chat = await screen.findByRole('article', { name: /Chat message/ })
    await view.user.click(within(chat).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByRole('article', { name: /Chat message/ })).toBeNull())
    expect(actions).toEqual([{ id: '2', body: { action: 'dismiss' } }])
    const profile = screen.getByRole('article', { name: /Profile/ })
    await view.user.click(within(profile).getByRole('button', { name: 'Suspend…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the person responsible' })
    const days = within(dialog).getByLabelText('Days')
    await view.user.clear(days)
    await view.user.type(days, '5')
    await view.user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    await waitFor(() => expect(actions).toHaveLength(2))
    expect(actions[1]).toEqual({ id: '1', body: { action: 'suspend', days: 5, note: '' } })
    expect(await screen.findByText('No open reports')).toBeVisible()
  })
})

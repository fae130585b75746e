import { BadgeDefinition, BadgeDefinitionList, type BadgeDefinitionInput } from '@quad/shared'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The admin Badges page (issue 36 item 3): the school's definitions with their rules,
 * Define a badge checked by the shared schema and by the server's 400, Archive.
 */
const admin = { ...maya, roles: ['school_admin' as const] }
const runner: BadgeDefinition = {
  uid: 'b1',
  name: 'Race day',
  description: 'Ran with the club',
  icon: 'trophy',
  iconUrl: '/media/badge-icons/trophy.svg',
  points: 15,
  criterion: { kind: 'events_attended', count: 3, category: 'Sports' },
  awarded: 4,
  archived: false,
  createdAt: '2026-11-01T10:00:00.000Z',
}

let posted: Array<{ url: string; body: unknown }> = []
afterEach(() => {
  posted = []
})

function answerBadges() {
  let items = [runner]
  server.use(
    http.get(`${ORIGIN}/api/v1/admin/badges`, () => answer(BadgeDefinitionList, { items })),
    http.post(`${ORIGIN}/api/v1/admin/badges`, async ({ request }) => {
      const body = (await request.json()) as BadgeDefinitionInput
      posted.push({ url: request.url, body })
      if (body.name === 'Taken') {
        return HttpResponse.json(
          {
            error: {
              code: 'bad_request',
              message: 'body.criterion.kind: is not awarded yet',
              issues: [{ path: 'body.criterion.kind', message: 'is not awarded yet' }],
            },
          },
          { status: 400 },
        )
      }
      const made = { ...runner, uid: 'b2', name: body.name, awarded: 0 }
      items = [made, ...items]
      return answer(BadgeDefinition, made, 201)
    }),
    http.post(`${ORIGIN}/api/v1/admin/badges/:uid/archive`, ({ request }) => {
      posted.push({ url: request.url, body: null })
      items = items.map((item) => ({ ...item, archived: true }))
      return answer(BadgeDefinition, { ...runner, archived: true })
    }),
  )
}

describe('the admin Badges page', () => {
  it('lists each badge with its rule, points and holders, and archives one', async () => {
    answerBadges()
    const { user } = renderRoute('/admin/badges', { user: admin })
    const list = await screen.findByRole('list', { name: 'Badges' })
    expect(within(list).getByText('Race day')).toBeVisible()
    expect(
      within(list).getByText(/Check in at 3 Sports events · 15 points · Held by 4/),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Archive Race day' }))
    expect(await screen.findByText('Archived')).toBeVisible()
    expect(posted).toEqual([{ url: `${ORIGIN}/api/v1/admin/badges/b1/archive`, body: null }])
  })

  it('checks the form with the shared schema, sends a valid badge, and shows the server’s 400', async () => {
    answerBadges()
    const { user } = renderRoute('/admin/badges', { user: admin })
    await user.click(await screen.findByRole('button', { name: 'Define a badge' }))
    const dialog = await screen.findByRole('dialog', { name: 'Define a badge' })
    const count = within(dialog).getByLabelText('How many')
    await user.clear(count)
    await user.type(count, '0')
    await user.click(within(dialog).getByRole('button', { name: 'Define badge' }))
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(/is empty|Too small/i)
    expect(count).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toEqual([])

    await user.type(within(dialog).getByLabelText('Name'), 'Taken')
    await user.clear(count)
    await user.type(count, '2')
    await user.click(within(dialog).getByRole('button', { name: 'Define badge' }))
    expect(await within(dialog).findByText('is not awarded yet')).toBeVisible()

    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Club hopper')
    await user.click(within(dialog).getByRole('radio', { name: 'People' }))
    await user.selectOptions(within(dialog).getByLabelText('Earned by'), 'Joining clubs')
    expect(within(dialog).queryByLabelText('Event category (optional)')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Define badge' }))
    expect(await screen.findByText(/Club hopper is defined/)).toBeVisible()
    expect(posted.at(-1)?.body).toEqual({
      name: 'Club hopper',
      description: '',
      icon: 'people',
      points: 10,
      criterion: { kind: 'clubs_joined', count: 2 },
    })
  })

  it('offers the transcript’s kind, its category required by the shared schema', async () => {
    answerBadges()
    const { user } = renderRoute('/admin/badges', { user: admin })
    await user.click(await screen.findByRole('button', { name: 'Define a badge' }))
    const dialog = await screen.findByRole('dialog', { name: 'Define a badge' })
    await user.type(within(dialog).getByLabelText('Name'), 'Helper')
    await user.selectOptions(
      within(dialog).getByLabelText('Earned by'),
      'Co-curricular transcript entries',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Define badge' }))
    const category = within(dialog).getByLabelText('Transcript category')
    expect(category).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toEqual([])
    await user.type(category, 'Volunteering')
    await user.click(within(dialog).getByRole('button', { name: 'Define badge' }))
    expect(await screen.findByText(/Helper is defined/)).toBeVisible()
    expect(posted.at(-1)?.body).toMatchObject({
      criterion: { kind: 'transcript_category', count: 1, category: 'Volunteering' },
    })
  })
})

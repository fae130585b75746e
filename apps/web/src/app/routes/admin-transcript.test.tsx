import {
  TranscriptEntry,
  TranscriptReviewList,
  TranscriptSettings,
  TranscriptTerm,
  type TranscriptReviewItem,
} from '@quad/shared'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { settings, soup } from './transcript-fakes.ts'

/*
 * Admin → Transcript (issue 36 item 2): staff approve or return (with a note, checked by the
 * shared schema) the activities students add; school admins also define categories.
 */
const staff = { ...maya, roles: ['staff' as const] }
const admin = { ...maya, roles: ['school_admin' as const] }
const waiting: TranscriptReviewItem = {
  entry: { ...soup, status: 'pending', reviewedAt: null },
  student: { uid: 'u-ann', name: 'Ann Óbuda' },
}

let posted: Array<{ url: string; body: unknown }> = []
afterEach(() => {
  posted = []
})

function answerAdmin() {
  let items = [waiting]
  let categories = settings.categories
  server.use(
    http.get(`${ORIGIN}/api/v1/admin/transcript/entries`, () =>
      answer(TranscriptReviewList, { items }),
    ),
    http.get(`${ORIGIN}/api/v1/transcript/settings`, () =>
      answer(TranscriptSettings, { ...settings, categories }),
    ),
    http.post(`${ORIGIN}/api/v1/admin/transcript/entries/:uid/review`, async ({ request }) => {
      const body = (await request.json()) as { decision: 'approve' | 'return' }
      posted.push({ url: request.url, body })
      items = []
      return answer(TranscriptEntry, {
        ...soup,
        status: body.decision === 'approve' ? 'approved' : 'returned',
      })
    }),
    http.post(`${ORIGIN}/api/v1/admin/transcript/categories`, async ({ request }) => {
      const body = (await request.json()) as { name: string }
      posted.push({ url: request.url, body })
      const made = { uid: 'c-new', name: body.name, description: '', archived: false }
      categories = [...categories, made]
      return answer(TranscriptTerm, made, 201)
    }),
    http.post(
      `${ORIGIN}/api/v1/admin/transcript/categories/:uid/archive`,
      ({ request, params }) => {
        posted.push({ url: request.url, body: null })
        const archived = categories.find((c) => c.uid === params['uid'])
        if (!archived) return new Response(null, { status: 404 })
        categories = categories.map((c) => (c === archived ? { ...c, archived: true } : c))
        return answer(TranscriptTerm, { ...archived, archived: true })
      },
    ),
  )
}

describe('Admin → Transcript', () => {
  it('staff approve a waiting activity; the categories are the admins’', async () => {
    answerAdmin()
    const { user } = renderRoute('/admin/transcript', { user: staff })
    const queue = await screen.findByRole('region', { name: 'Waiting for review' })
    expect(await within(queue).findByText('Soup kitchen')).toBeVisible()
    expect(within(queue).getByText(/Ann Óbuda · Volunteering · 12.5 h/)).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Categories' })).toBeNull()
    await user.click(within(queue).getByRole('button', { name: 'Approve Soup kitchen' }))
    expect(await within(queue).findByText('No activities are waiting for review.')).toBeVisible()
    expect(posted).toEqual([
      {
        url: `${ORIGIN}/api/v1/admin/transcript/entries/e1/review`,
        body: { decision: 'approve' },
      },
    ])
  })

  it('returning asks for a note first, then sends it', async () => {
    answerAdmin()
    const { user } = renderRoute('/admin/transcript', { user: staff })
    const queue = await screen.findByRole('region', { name: 'Waiting for review' })
    await user.click(await within(queue).findByRole('button', { name: 'Return Soup kitchen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Return “Soup kitchen”' })
    await user.click(within(dialog).getByRole('button', { name: 'Return with note' }))
    expect(within(dialog).getByLabelText('Note to the student')).toHaveAccessibleDescription(
      /empty/,
    )
    expect(posted).toEqual([])
    await user.type(within(dialog).getByLabelText('Note to the student'), 'Add the supervisor.')
    await user.click(within(dialog).getByRole('button', { name: 'Return with note' }))
    expect(await screen.findByText('Done: the student is told.')).toBeVisible()
    expect(posted[0]?.body).toEqual({ decision: 'return', note: 'Add the supervisor.' })
  })

  it('school admins add a category', async () => {
    answerAdmin()
    const { user } = renderRoute('/admin/transcript', { user: admin })
    const categories = await screen.findByRole('region', { name: 'Categories' })
    expect(await within(categories).findByText('Volunteering')).toBeVisible()
    await user.type(within(categories).getByLabelText('New category'), 'Leadership roles')
    await user.click(within(categories).getByRole('button', { name: 'Add' }))
    expect(await within(categories).findByText('Leadership roles')).toBeVisible()
    expect(posted).toEqual([
      { url: `${ORIGIN}/api/v1/admin/transcript/categories`, body: { name: 'Leadership roles' } },
    ])
  })

  it('school admins archive a category after saying so; cancelling keeps it', async () => {
    answerAdmin()
    const { user } = renderRoute('/admin/transcript', { user: admin })
    const categories = await screen.findByRole('region', { name: 'Categories' })
    const archive = await within(categories).findByRole('button', { name: 'Archive Volunteering' })
    await user.click(archive)
    const ask = await screen.findByRole('dialog', { name: 'Archive “Volunteering”?' })
    expect(ask).toHaveAccessibleDescription(/can no longer choose it/)
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }))
    expect(posted).toEqual([])
    await user.click(within(categories).getByRole('button', { name: 'Archive Volunteering' }))
    const again = await screen.findByRole('dialog', { name: 'Archive “Volunteering”?' })
    await user.click(within(again).getByRole('button', { name: 'Archive' }))
    await expect.poll(() => within(categories).queryByText('Volunteering')).toBeNull()
    expect(posted.map((p) => p.url)).toEqual([
      `${ORIGIN}/api/v1/admin/transcript/categories/${settings.categories[0]?.uid ?? ''}/archive`,
    ])
    expect(screen.getByRole('heading', { name: 'Categories' })).toHaveFocus()
  })
})

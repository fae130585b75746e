import {
  AdminPeoplePage,
  AdminPerson,
  ImportPreview,
  PeopleImport,
  type AdminPerson as Person,
} from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The People page's detail (issue 14 item 2): the list and its filters in the URL, the
 * per-person actions, the invitation, the CSV import's preview and progress. The real
 * server, the 2,000-row import and axe are e2e (e2e/tests/admin-people.spec.ts).
 */
const admin = { ...maya, roles: ['school_admin' as const] }

function person(firstName: string, lastName: string, extra: Partial<Person> = {}): Person {
  return AdminPerson.parse({
    uid: firstName.toLowerCase(),
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@demo.edu`,
    photoUrl: null,
    accountType: 'student',
    roles: [],
    status: 'active',
    suspendedUntil: null,
    joinedAt: '2026-09-01T00:00:00.000Z',
    lastActiveAt: null,
    ...extra,
  })
}

let queries: URLSearchParams[] = []
let bodies: Array<{ url: string; body: unknown }> = []
afterEach(() => {
  queries = []
  bodies = []
})

function answerPeople() {
  let jonah = person('Jonah', 'Okafor', { accountType: 'alumni' })
  const people = () => [person('Ada', 'Admin', { roles: ['school_admin'] }), jonah]
  server.use(
    http.get(`${ORIGIN}/api/v1/admin/people`, ({ request }) => {
      const query = new URL(request.url).searchParams
      queries.push(query)
      const q = (query.get('q') ?? '').toLowerCase()
      const items = people().filter(
        (p) =>
          `${p.firstName} ${p.lastName}`.toLowerCase().includes(q) &&
          (!query.get('type') || p.accountType === query.get('type')),
      )
      return answer(AdminPeoplePage, { items, nextCursor: null })
    }),
    http.put(`${ORIGIN}/api/v1/admin/people/:uid/suspension`, async ({ request }) => {
      bodies.push({ url: request.url, body: await request.json() })
      jonah = { ...jonah, status: 'suspended', suspendedUntil: '2026-12-01T00:00:00.000Z' }
      return answer(AdminPerson, jonah)
    }),
    http.post(`${ORIGIN}/api/v1/admin/invitations`, async ({ request }) => {
      bodies.push({ url: request.url, body: await request.json() })
      return new HttpResponse(null, { status: 201 })
    }),
    http.post(`${ORIGIN}/api/v1/admin/users/:uid/password-reset`, ({ request }) => {
      bodies.push({ url: request.url, body: null })
      return new HttpResponse(null, { status: 204 })
    }),
  )
}

describe('the People page', () => {
  it('lists people and keeps the filters in the URL', async () => {
    answerPeople()
    const view = renderRoute('/admin/people?type=alumni', { user: admin })
    expect(await screen.findByRole('heading', { level: 2, name: 'People' })).toBeVisible()
    expect(
      await screen.findByRole('button', { name: 'Actions for Jonah Okafor' }, { timeout: 5000 }),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Actions for Ada Admin' })).toBeNull()
    expect(screen.getByRole('combobox', { name: 'Account type' })).toHaveValue('alumni')
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Account type' }), '')
    expect(await screen.findByRole('button', { name: 'Actions for Ada Admin' })).toBeVisible()
    expect(view.router.state.location.search).toBe('')
    await view.user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'okaf')
    await waitFor(() => {
      expect(queries.at(-1)?.get('q')).toBe('okaf')
    })
    expect(view.router.state.location.search).toBe('?q=okaf')
  })

  it('suspends for N days from the menu, checking the days first', async () => {
    answerPeople()
    const view = renderRoute('/admin/people', { user: admin })
    await view.user.click(await screen.findByRole('button', { name: 'Actions for Jonah Okafor' }))
    await view.user.click(await screen.findByRole('menuitem', { name: 'Suspend' }))
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Jonah Okafor' })
    const days = within(dialog).getByRole('spinbutton', { name: 'Days (1–365)' })
    await view.user.clear(days)
    await view.user.type(days, '400')
    await view.user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Days/)
    expect(bodies).toEqual([])
    await view.user.clear(days)
    await view.user.type(days, '3')
    await view.user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    await waitFor(() => {
      expect(bodies[0]?.body).toEqual({ days: 3 })
    })
    expect(await screen.findByText(/Suspended until/)).toBeVisible()
  })

  it('sends a password-reset link, and invites someone', async () => {
    answerPeople()
    const view = renderRoute('/admin/people', { user: admin })
    await view.user.click(await screen.findByRole('button', { name: 'Actions for Jonah Okafor' }))
    await view.user.click(await screen.findByRole('menuitem', { name: 'Send password-reset link' }))
    expect(
      await screen.findByText('A password-reset link is on its way to Jonah Okafor.'),
    ).toBeVisible()
    await view.user.click(screen.getByRole('button', { name: 'Invite' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' })
    await view.user.type(within(dialog).getByLabelText('Email'), 'new@demo.edu')
    await view.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(within(dialog).getByText(/First name:/)).toBeVisible()
    await view.user.type(within(dialog).getByLabelText('First name'), 'Nia')
    await view.user.type(within(dialog).getByLabelText('Last name'), 'Reed')
    await view.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('Invitation sent to new@demo.edu.')).toBeVisible()
    expect(bodies.at(-1)?.body).toEqual({
      email: 'new@demo.edu',
      firstName: 'Nia',
      lastName: 'Reed',
      accountType: 'student',
    })
  })

  it('previews a CSV with its errors, imports it and shows the progress to the end', async () => {
    answerPeople()
    let polls = 0
    server.use(
      http.post(`${ORIGIN}/api/v1/admin/people/imports`, ({ request }) => {
        const dryRun = new URL(request.url).searchParams.get('dryRun') === '1'
        if (dryRun) {
          return answer(ImportPreview, {
            total: 3,
            created: 2,
            updated: 0,
            unchanged: 0,
            failed: 1,
            errors: [{ row: 3, column: 'email', message: 'is not an email address' }],
            sample: [],
          })
        }
        return answer(PeopleImport, progress('queued', 0), 202)
      }),
      http.get(`${ORIGIN}/api/v1/admin/people/imports/:id`, () => {
        polls++
        return answer(PeopleImport, polls > 1 ? progress('done', 3) : progress('running', 2))
      }),
    )
    const view = renderRoute('/admin/people', { user: admin })
    await view.user.click(await screen.findByRole('button', { name: 'Import CSV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Import students from a CSV file' })
    const file = new File(['email,first_name,last_name,account_type\n'], 'people.csv', {
      type: 'text/csv',
    })
    await view.user.upload(within(dialog).getByLabelText('CSV file'), file)
    await view.user.click(within(dialog).getByRole('button', { name: 'Check the file' }))
    const errors = await within(dialog).findByRole('region', { name: 'Rows with errors' })
    expect(
      within(errors).getByRole('row', { name: /3 email is not an email address/ }),
    ).toBeVisible()
    await view.user.click(within(dialog).getByRole('button', { name: 'Import 2 students' }))
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' })
    await waitFor(
      () => {
        expect(bar).toHaveAttribute('aria-valuenow', '100')
      },
      { timeout: 5000 },
    )
    expect(await screen.findByText('2 new, 0 updated, 0 unchanged, 1 skipped.')).toBeVisible()
  })
})

function progress(status: 'queued' | 'running' | 'done', done: number) {
  return {
    id: '7',
    status,
    total: 3,
    done,
    created: status === 'done' ? 2 : 0,
    updated: 0,
    unchanged: 0,
    failed: 1,
    errors: [{ row: 3, column: 'email', message: 'is not an email address' }],
    createdAt: '2026-11-01T00:00:00.000Z',
    finishedAt: status === 'done' ? '2026-11-01T00:00:05.000Z' : null,
  }
}

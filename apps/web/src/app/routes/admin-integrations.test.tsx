import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CreatedApiKey,
  FinanceSettings,
  SchoolApiKey,
  SchoolApiKeyList,
  SIS_KINDS,
  SisStatus,
  type SchoolApiKey as Key,
} from '@quad/shared'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { expectNoAxeViolations } from '../../test/axe.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { answerUnconfiguredPanels } from './admin-integrations-fakes.ts'

/*
 * /admin/integrations (issue 17): each connected system's panel has its own describe
 * block. The real server's keys and pushes are tested in apps/server.
 */
const admin = { ...maya, roles: ['school_admin' as const] }

beforeEach(answerUnconfiguredPanels)

describe('student records keys', () => {
  const SIS = `${ORIGIN}/api/v1/admin/integrations/sis`
  const KEYS = `${ORIGIN}/api/v1/admin/api-keys`
  const NEW_KEY = 'quad_sk_0a1b2c3d4e_' + 'S'.repeat(43)
  let calls: Array<{ method: string; url: string; body: unknown }> = []
  afterEach(() => {
    calls = []
  })

  const key = (id: string, name: string, extra: Partial<Key> = {}): Key =>
    SchoolApiKey.parse({
      id,
      name,
      prefix: id.padEnd(10, '0'),
      createdAt: '2026-09-01T12:00:00.000Z',
      createdBy: 'Ada Admin',
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
      ...extra,
    })

  function answerSis(initial: Key[]) {
    let keys = initial
    const record = async (request: Request) => {
      const text = await request.text()
      calls.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : null })
    }
    server.use(
      http.get(`${KEYS}`, () => answer(SchoolApiKeyList, { items: keys })),
      http.get(`${SIS}/status`, () =>
        answer(SisStatus, {
          sources: SIS_KINDS.map((kind) => ({
            kind,
            lastSyncedAt: kind === 'balances' ? '2026-11-20T08:30:00.000Z' : null,
            lastFailedAt: kind === 'holds' ? '2026-11-21T08:30:00.000Z' : null,
            lastError: kind === 'holds' ? 'every item was refused' : null,
            itemsSeen: kind === 'balances' ? 1200 : 0,
            itemsChanged: 0,
          })),
        }),
      ),
      http.post(`${KEYS}`, async ({ request }) => {
        await record(request)
        const made = key('9', 'Banner nightly')
        keys = [made, ...keys]
        return answer(CreatedApiKey, { id: made.id, key: NEW_KEY, apiKey: made }, 201)
      }),
      http.post(`${KEYS}/:id/rotate`, async ({ request }) => {
        await record(request)
        const made = key('8', 'Old feed')
        return answer(CreatedApiKey, { id: made.id, key: NEW_KEY, apiKey: made }, 201)
      }),
      http.delete(`${KEYS}/:id`, async ({ request }) => {
        await record(request)
        const revoked = { ...keys[0], revokedAt: '2026-11-22T09:00:00.000Z' } as Key
        keys = keys.map((k) => (k.id === revoked.id ? revoked : k))
        return answer(SchoolApiKey, revoked)
      }),
    )
  }

  it('lists the keys and the last sync per kind, without a key itself, and passes axe', async () => {
    answerSis([
      key('1', 'Old feed', { lastUsedAt: '2026-11-22T07:00:00.000Z' }),
      key('2', 'Retired', { revokedAt: '2026-10-01T00:00:00.000Z' }),
    ])
    renderRoute('/admin/integrations', { user: admin })
    const list = await screen.findByRole('list', { name: 'API keys' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Old feed')
    expect(rows[0]).toHaveTextContent('Starts with 1000000000')
    expect(rows[0]).toHaveTextContent(/Last used/)
    expect(rows[1]).toHaveTextContent(/Revoked/)
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull()
    expect(await screen.findByText(/1,200 items/)).toBeVisible()
    expect(screen.getByText(/The last push failed .*: every item was refused/)).toBeVisible()
    // The panel, not the shell: jsdom applies no CSS, so the shell's phone and desktop navs
    // both count as shown there.
    await expectNoAxeViolations(screen.getByRole('region', { name: 'Student records feed' }))
  })

  it('creates a key and shows it once with a copy button and a warning', async () => {
    answerSis([])
    const { user } = renderRoute('/admin/integrations', { user: admin })
    await screen.findByText(/No API keys yet/)
    await user.click(screen.getByRole('button', { name: 'Create API key' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' })
    await user.click(within(dialog).getByRole('button', { name: 'Create API key' }))
    expect(await within(dialog).findByText('Give the key a name.')).toBeVisible()
    expect(calls).toEqual([])

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Banner nightly')
    await user.click(within(dialog).getByRole('button', { name: 'Create API key' }))
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' })
    expect(within(shown).getByRole('textbox', { name: 'API key' })).toHaveValue(NEW_KEY)
    expect(shown).toHaveTextContent(/it will not be shown again/)
    expect(calls).toEqual([{ method: 'POST', url: `${KEYS}`, body: { name: 'Banner nightly' } }])
    await expectNoAxeViolations(shown)

    await user.click(within(shown).getByRole('button', { name: 'Copy key' }))
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY)
    expect(within(shown).getByRole('status')).toHaveTextContent('Copied to the clipboard.')
    await user.click(within(shown).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('Banner nightly')).toBeVisible()
    expect(screen.queryByDisplayValue(NEW_KEY)).toBeNull()
  })

  it('rotates with the chosen grace and revokes after a confirmation', async () => {
    answerSis([key('1', 'Old feed')])
    const { user } = renderRoute('/admin/integrations', { user: admin })
    await user.click(await screen.findByRole('button', { name: 'Rotate Old feed' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rotate Old feed' })
    const grace = within(dialog).getByRole('combobox', { name: 'The old key keeps working' })
    expect(grace).toHaveValue('24')
    await user.selectOptions(grace, 'For 3 days')
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }))
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' })
    expect(within(shown).getByRole('textbox', { name: 'API key' })).toHaveValue(NEW_KEY)
    expect(calls).toEqual([{ method: 'POST', url: `${KEYS}/1/rotate`, body: { graceHours: 72 } }])
    await user.click(within(shown).getByRole('button', { name: 'Done' }))

    calls = []
    await user.click(await screen.findByRole('button', { name: 'Revoke Old feed' }))
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Old feed?' })
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', url: `${KEYS}/1`, body: null }]))
    expect(await screen.findByText('The key Old feed was revoked.')).toBeVisible()
    expect(await screen.findByText(/^Revoked/)).toBeVisible()
  })
})

describe('finance settings', () => {
  const stored: FinanceSettings = {
    payUrl: 'https://pay.demo.edu/portal',
    payLabel: 'Pay on Student Hub',
    currency: 'USD',
    contact: null,
  }

  function fakeSettings(refuse?: { path: string; message: string }) {
    const puts: unknown[] = []
    server.use(
      http.get(`${ORIGIN}/api/v1/admin/integrations/finance`, () =>
        answer(FinanceSettings, stored),
      ),
      http.put(`${ORIGIN}/api/v1/admin/integrations/finance`, async ({ request }) => {
        const body = FinanceSettings.parse(await request.json())
        puts.push(body)
        if (refuse) {
          return HttpResponse.json(
            { error: { code: 'bad_request', message: refuse.message, issues: [refuse] } },
            { status: 400 },
          )
        }
        return answer(FinanceSettings, body)
      }),
    )
    return puts
  }
  const panel = async () => within(await screen.findByRole('region', { name: 'Payments' }))

  it('shows the saved Pay link and saves changes, empty fields as none', async () => {
    const puts = fakeSettings()
    const { user } = renderRoute('/admin/integrations', { user: admin })
    const form = await panel()
    const label = await form.findByRole('textbox', { name: 'Button label' })
    expect(form.getByRole('textbox', { name: 'Pay link' })).toHaveValue(stored.payUrl)
    expect(label).toHaveValue('Pay on Student Hub')
    await user.clear(label)
    await user.type(label, 'Pay your bill')
    const currency = form.getByRole('textbox', { name: 'Currency' })
    await user.clear(currency)
    await user.type(currency, 'cad')
    await user.type(form.getByRole('textbox', { name: 'Contact' }), '  ')
    await user.click(form.getByRole('button', { name: 'Save' }))
    expect(await form.findByText('Saved.')).toBeInTheDocument()
    expect(puts).toEqual([
      { payUrl: stored.payUrl, payLabel: 'Pay your bill', currency: 'CAD', contact: null },
    ])
  })

  it('refuses a plain-http link by the shared schema before sending', async () => {
    const puts = fakeSettings()
    const { user } = renderRoute('/admin/integrations', { user: admin })
    const form = await panel()
    const url = await form.findByRole('textbox', { name: 'Pay link' })
    await user.clear(url)
    await user.type(url, 'http://pay.demo.edu')
    await user.click(form.getByRole('button', { name: 'Save' }))
    expect(await form.findByText('must be an https:// address')).toBeVisible()
    expect(url).toHaveAttribute('aria-invalid', 'true')
    expect(puts).toEqual([])
  })

  it('shows the server’s refusal on its field', async () => {
    const puts = fakeSettings({ path: 'body.payLabel', message: 'is needed with a Pay link' })
    const { user } = renderRoute('/admin/integrations', { user: admin })
    const form = await panel()
    const label = await form.findByRole('textbox', { name: 'Button label' })
    await user.clear(label)
    await user.click(form.getByRole('button', { name: 'Save' }))
    expect(await form.findByText('is needed with a Pay link')).toBeVisible()
    await waitFor(() => expect(label).toHaveAttribute('aria-invalid', 'true'))
    expect(puts).toHaveLength(1)
  })
})

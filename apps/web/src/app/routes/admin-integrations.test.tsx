import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { FinanceSettings } from '@quad/shared'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * /admin/integrations (issue 17): the school's connected systems, one panel each. The
 * journey against the real server and axe are e2e.
 */
const admin = { ...maya, roles: ['school_admin' as const] }

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

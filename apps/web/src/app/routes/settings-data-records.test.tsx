import { AnalyticsChoice, RecordsAnswer } from '@quad/shared'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { useSettingsApi } from './settings-fakes.ts'

const records = (fields: Partial<RecordsAnswer> = {}): RecordsAnswer => ({
  items: [
    { name: 'notes', what: 'Notes you wrote', kept: 'Until you delete them' },
    { name: 'sessions', what: 'Your signed-in devices', kept: 'At most 30 days' },
  ],
  analytics: {
    configured: true,
    scriptHost: 'cdn.analytics.example',
    visitor: { id: 'maya-uid', accountType: 'student' },
    account: { id: 'demo' },
  },
  analyticsOptOut: false,
  ...fields,
})

function useRecordsApi(initial: RecordsAnswer, options: { failPuts?: boolean } = {}) {
  const stored = structuredClone(initial)
  const puts: unknown[] = []
  server.use(
    http.get(`${ORIGIN}/api/v1/me/records`, () => answer(RecordsAnswer, stored)),
    http.put(`${ORIGIN}/api/v1/me/analytics`, async ({ request }) => {
      const body = (await request.json()) as AnalyticsChoice
      puts.push(body)
      if (options.failPuts) {
        return HttpResponse.json({ error: { code: 'x', message: 'down' } }, { status: 503 })
      }
      stored.analyticsOptOut = body.optOut
      return answer(AnalyticsChoice, body)
    }),
  )
  return { puts }
}

const analyticsSwitch = () =>
  screen.findByRole('switch', { name: 'Share usage analytics' }, { timeout: 10_000 })

describe('settings: your data (/settings/data) — what Quad records about you', () => {
  it('lists what is stored and for how long, and exactly what analytics sends', async () => {
    useSettingsApi()
    useRecordsApi(records())
    renderRoute('/settings/data')
    expect(await analyticsSwitch()).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('heading', { name: 'What Quad records about you' })).toBeVisible()
    expect(screen.getByText('Notes you wrote')).toBeVisible()
    expect(screen.getByText('At most 30 days')).toBeVisible()
    expect(screen.getByText(/from cdn\.analytics\.example/)).toHaveTextContent(
      'your user id (maya-uid) and account type (student), and your school by its code (demo)',
    )
  })

  it('turning the switch off saves the opt-out', async () => {
    useSettingsApi()
    const { puts } = useRecordsApi(records())
    const { user } = renderRoute('/settings/data')
    await user.click(await analyticsSwitch())
    await waitFor(() => expect(puts).toEqual([{ optOut: true }]))
    expect(await analyticsSwitch()).toHaveAttribute('aria-checked', 'false')
  })

  it('a failed save puts the switch back', async () => {
    useSettingsApi()
    useRecordsApi(records({ analyticsOptOut: true }), { failPuts: true })
    const { user } = renderRoute('/settings/data')
    await user.click(await analyticsSwitch())
    await screen.findByText('Couldn’t save your choice. Try again.')
    expect(await analyticsSwitch()).toHaveAttribute('aria-checked', 'false')
  })

  it('says so when the school has no analytics', async () => {
    useSettingsApi()
    const none = records().analytics
    useRecordsApi(records({ analytics: { ...none, configured: false, scriptHost: null } }))
    renderRoute('/settings/data')
    await analyticsSwitch()
    expect(
      screen.getByText('Your school has not set up usage analytics, so none is sent.'),
    ).toBeVisible()
  })
})

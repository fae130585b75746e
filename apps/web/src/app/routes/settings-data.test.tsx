import { DataExportCreated, DataExportList, ErrorBody, type DataExportAnswer } from '@quad/shared'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { currentJwt } from '../../lib/http/bearer-client.ts'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { useSettingsApi } from './settings-fakes.ts'

const EXPORTS = `${ORIGIN}/api/v1/me/exports`
const created = '2026-11-23T10:00:00.000Z'

/**
 * The export API as the server answers it: after POST, one poll answers running at
 * 40%, the next ready (or failed); a `limited` server refuses the POST with 429.
 */
function useExportApi(finish: 'ready' | 'failed', limited = false) {
  let polls = 0
  let requested = false
  const steps = (): DataExportAnswer[] => {
    if (!requested) return []
    polls += 1
    if (polls <= 2) return [{ id: 'e1', status: 'running', progress: 40, createdAt: created }]
    return finish === 'ready'
      ? [
          {
            id: 'e1',
            status: 'ready',
            progress: 100,
            createdAt: created,
            url: '/media/exports/download?token=abc',
            expiresAt: '2026-11-30T10:00:00.000Z',
            sizeBytes: 2_400_000,
          },
        ]
      : [{ id: 'e1', status: 'failed', progress: 40, createdAt: created, error: 'broken' }]
  }
  server.use(
    http.get(EXPORTS, () => answer(DataExportList, { items: steps() })),
    http.post(EXPORTS, () => {
      if (limited) {
        return answer(ErrorBody, { error: { code: 'rate_limited', message: 'limit' } }, 429)
      }
      requested = true
      return answer(DataExportCreated, { id: 'e1' }, 202)
    }),
  )
}

async function openSection() {
  const rendered = renderRoute('/settings/data')
  const section = await screen.findByRole('region', { name: 'Download your data' })
  // The shell fetches the session's bearer token as it starts; a click waits for it.
  await waitFor(() => expect(currentJwt()).not.toBeNull())
  return { ...rendered, section }
}

/** The page polls a running export every 1.5 s: the clock moves on instead of the test waiting. */
const pollsPass = (count: number) => act(() => vi.advanceTimersByTimeAsync(count * 1500))

describe('settings: download your data (/settings/data)', () => {
  beforeEach(() => {
    // Timers also run on their own (shouldAdvanceTime): MSW, React and Testing Library's
    // waits keep going; pollsPass only skips the polling interval.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    useSettingsApi()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('requests an export, shows its progress, then the download link with size and expiry', async () => {
    useExportApi('ready')
    const { user, section } = await openSection()
    await user.click(within(section).getByRole('button', { name: 'Request my data' }))
    expect(
      await within(section).findByRole('progressbar', { name: 'Export progress' }),
    ).toHaveAttribute('value', '40')
    await pollsPass(2)
    const link = await within(section).findByRole('link', { name: 'Download ZIP (2.3 MB)' })
    expect(link).toHaveAttribute('href', '/media/exports/download?token=abc')
    expect(within(section).getByText(/The link works until/)).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Request a new copy' })).toBeEnabled()
  })

  it('says what to try when the export fails, and when the daily limit is reached', async () => {
    useExportApi('failed')
    const { user, section } = await openSection()
    await user.click(within(section).getByRole('button', { name: 'Request my data' }))
    await pollsPass(2)
    expect(
      await within(section).findByText(/could not be built. Try again in a few minutes/),
    ).toBeInTheDocument()
    useExportApi('ready', true)
    await user.click(within(section).getByRole('button', { name: 'Request a new copy' }))
    expect(await within(section).findByText(/Try again tomorrow/)).toBeInTheDocument()
  })
})

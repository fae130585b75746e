import type { AnalyticsConfig } from '@quad/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsHost } from './analytics-host.ts'
import { analyticsInitOptions } from './analytics-identity.ts'
import { startAnalytics } from './start-analytics.ts'

const identity = { uid: 'AbC-123', accountType: 'student', schoolCode: 'Demo' }
let urlCount = 0

/** A fresh URL per test: the module remembers scripts it has already added. */
function config(overrides: Partial<AnalyticsConfig> = {}): AnalyticsConfig {
  urlCount += 1
  return {
    scriptUrl: `https://cdn.analytics.test/k${String(urlCount)}/agent.js`,
    apiKey: 'k',
    globalName: 'quadAnalytics',
    ...overrides,
  }
}

/** The page as analytics sees it: scripts it added, globals the test defines. */
function fakeHost() {
  const globals = new Map<string, unknown>()
  const scripts: Array<{ url: string; fail: () => void }> = []
  const host: AnalyticsHost = {
    addScript: (url, onError) => scripts.push({ url, fail: onError }),
    readGlobal: (name) => globals.get(name),
  }
  return { host, globals, scripts }
}

const consoleError = vi.fn()

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(consoleError)
})
afterEach(() => {
  consoleError.mockReset()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('analytics identity (spec 3)', () => {
  it('visitor = uid + account type, account = school code, ids lowercased', () => {
    expect(analyticsInitOptions(identity)).toEqual({
      visitor: { id: 'abc-123', accountType: 'student' },
      account: { id: 'demo' },
    })
  })
})

describe('startAnalytics (spec 8, 9)', () => {
  it('adds the configured script, polls every 100 ms and initialises once the global exists', async () => {
    const { host, globals, scripts } = fakeHost()
    const initialize = vi.fn()
    const settings = config({ globalName: 'acmeAgent' })
    const started = startAnalytics(settings, identity, host)
    expect(scripts.map((s) => s.url)).toEqual([settings.scriptUrl])

    vi.advanceTimersByTime(250)
    globals.set('acmeAgent', { initialize })
    expect(initialize).not.toHaveBeenCalled()
    vi.advanceTimersByTime(50)
    expect(initialize).toHaveBeenCalledExactlyOnceWith(analyticsInitOptions(identity))
    await expect(started).resolves.toBe(true)
    vi.advanceTimersByTime(1000)
    expect(initialize).toHaveBeenCalledOnce()
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('a blocked script logs a console error, stops polling and resolves false', async () => {
    const { host, scripts } = fakeHost()
    const started = startAnalytics(config(), identity, host)
    scripts[0]?.fail()
    await expect(started).resolves.toBe(false)
    expect(consoleError).toHaveBeenCalledOnce()
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/could not load/)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('an empty key logs a console error and adds no script', async () => {
    const { host, scripts } = fakeHost()
    await expect(startAnalytics(config({ apiKey: ' ' }), identity, host)).resolves.toBe(false)
    expect(scripts).toEqual([])
    expect(consoleError).toHaveBeenCalledOnce()
  })

  it('gives up after 10 s with a console error when the global never appears', async () => {
    const { host } = fakeHost()
    const started = startAnalytics(config(), identity, host)
    vi.advanceTimersByTime(9_900)
    expect(consoleError).not.toHaveBeenCalled()
    vi.advanceTimersByTime(100)
    await expect(started).resolves.toBe(false)
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/not ready after 10000 ms/)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ignores a global without initialize() until the real one arrives', async () => {
    const { host, globals } = fakeHost()
    const initialize = vi.fn()
    const started = startAnalytics(config(), identity, host)
    globals.set('quadAnalytics', { queue: [] })
    vi.advanceTimersByTime(500)
    globals.set('quadAnalytics', { initialize })
    vi.advanceTimersByTime(100)
    await expect(started).resolves.toBe(true)
  })

  it('a throwing initialize() is a console error, never an exception', async () => {
    const { host, globals } = fakeHost()
    globals.set('quadAnalytics', {
      initialize: () => {
        throw new Error('boom')
      },
    })
    await expect(startAnalytics(config(), identity, host)).resolves.toBe(false)
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/boom/)
  })

  it('starting again (a new sign-in) re-identifies without adding the script twice', async () => {
    const { host, globals, scripts } = fakeHost()
    const initialize = vi.fn()
    const settings = config()
    const first = startAnalytics(settings, identity, host)
    globals.set('quadAnalytics', { initialize })
    vi.advanceTimersByTime(100)
    await first
    await startAnalytics(settings, { ...identity, uid: 'Other' }, host)
    expect(scripts).toHaveLength(1)
    expect(initialize).toHaveBeenLastCalledWith(
      expect.objectContaining({ visitor: { id: 'other', accountType: 'student' } }),
    )
  })
})

describe('the analytics opt-out (issue 18 item 5)', () => {
  it('an opt-out before the script is ready adds nothing more and never identifies', async () => {
    const { host, globals } = fakeHost()
    const initialize = vi.fn()
    const stop = new AbortController()
    const started = startAnalytics(config(), identity, host, stop.signal)
    stop.abort()
    await expect(started).resolves.toBe(false)
    globals.set('quadAnalytics', { initialize })
    vi.advanceTimersByTime(1000)
    expect(initialize).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('an opted-out start adds no script at all', async () => {
    const { host, scripts } = fakeHost()
    const stop = new AbortController()
    stop.abort()
    await expect(startAnalytics(config(), identity, host, stop.signal)).resolves.toBe(false)
    expect(scripts).toEqual([])
  })

  it('an opt-out once running shuts the script down at once', async () => {
    const { host, globals } = fakeHost()
    const shutdown = vi.fn()
    globals.set('quadAnalytics', { initialize: vi.fn(), shutdown })
    const stop = new AbortController()
    await expect(startAnalytics(config(), identity, host, stop.signal)).resolves.toBe(true)
    stop.abort()
    expect(shutdown).toHaveBeenCalledOnce()
  })
})

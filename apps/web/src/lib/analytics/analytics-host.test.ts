import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserAnalyticsHost } from './analytics-host.ts'

/** Just enough of a document for one script tag (jsdom is not a dependency). */
function fakeDocument() {
  const appended: Array<Record<string, unknown>> = []
  const listeners = new Map<string, () => void>()
  const script = {
    src: '',
    async: false,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  }
  return {
    document: { createElement: () => script, head: { append: (el: never) => appended.push(el) } },
    appended,
    fire: (type: string) => listeners.get(type)?.(),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('browserAnalyticsHost', () => {
  it('appends an async script with the URL and reports a load error', () => {
    const fake = fakeDocument()
    vi.stubGlobal('document', fake.document)
    const onError = vi.fn()
    browserAnalyticsHost.addScript('https://cdn.analytics.test/a.js', onError)
    expect(fake.appended).toEqual([
      expect.objectContaining({ src: 'https://cdn.analytics.test/a.js', async: true }),
    ])
    fake.fire('error')
    expect(onError).toHaveBeenCalledOnce()
  })

  it('reads a global from window', () => {
    vi.stubGlobal('window', { quadAnalytics: 42 })
    expect(browserAnalyticsHost.readGlobal('quadAnalytics')).toBe(42)
    expect(browserAnalyticsHost.readGlobal('missing')).toBeUndefined()
  })
})

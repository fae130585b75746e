import { test as base, type Browser, type BrowserContext } from '@playwright/test'

export * from '@playwright/test'

/**
 * What the browser entry writes when a page does not match the HTML the server rendered
 * (apps/web/src/main.tsx, decision 075): React then draws the page again, unseen but costly.
 */
const MISMATCH = 'did not match its server HTML'

/**
 * The suite's `test`: Playwright's, with every browser context a test opens (its own `page`
 * and those made with `browser.newContext()`) watched for hydration mismatches, which fail
 * the test (issue 32), and those it made itself closed when it ends: left open, their pages
 * live on through the worker's later tests, their sockets and timers spending its CPU, and
 * a later sign-out of the same account ending their sessions under them. Specs import `test`
 * from here, not from '@playwright/test'.
 */
export const test = base.extend<{ hydrationWatch: undefined }>({
  hydrationWatch: [
    async ({ browser, context }, use) => {
      const mismatches: string[] = []
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (message.type() === 'error' && message.text().includes(MISMATCH)) {
            mismatches.push(`${message.location().url}: ${message.text()}`)
          }
        })
      watch(context)
      const made: BrowserContext[] = []
      const restore = watchNewContexts(browser, (opened) => {
        made.push(opened)
        watch(opened)
      })
      try {
        await use(undefined)
      } finally {
        restore()
        await Promise.all(made.map((opened) => opened.close()))
      }
      base.expect(mismatches, 'pages that did not match their server HTML').toEqual([])
    },
    { auto: true },
  ],
})

/** Calls `watch` on each context the test makes itself; answers how to stop. */
function watchNewContexts(browser: Browser, watch: (context: BrowserContext) => void): () => void {
  const original = browser.newContext
  browser.newContext = async (...options: Parameters<Browser['newContext']>) => {
    const context = await original.apply(browser, options)
    watch(context)
    return context
  }
  return () => {
    browser.newContext = original
  }
}

import type { Browser, Page } from '@playwright/test'
import { expectNoAxeViolationsLightAndDark, login, lookAt } from './fixtures.ts'

export const phone = { width: 390, height: 844 }
export const desktop = { width: 1280, height: 800 }

/** A page of its own browser context, at desktop width, signed in as `email`. */
export async function signedIn(browser: Browser, baseURL: string | undefined, email: string) {
  const page = await (await browser.newContext({ baseURL, viewport: desktop })).newPage()
  await login(page, email)
  return page
}

/**
 * The screen (or the part `within` selects) at 390 and 1280 px, light and dark: axe finds
 * nothing, and E2E_SHOTS keeps a picture of each width. Ends at desktop width.
 */
export async function expectAccessibleAtWidths(page: Page, name: string, within?: string) {
  for (const [size, width] of [
    [phone, '390'],
    [desktop, '1280'],
  ] as const) {
    await page.setViewportSize(size)
    await lookAt(page, `${name}-${width}`, !within)
    await expectNoAxeViolationsLightAndDark(page, within)
  }
  await page.setViewportSize(desktop)
}

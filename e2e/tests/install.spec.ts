import { expect, test } from '../test.ts'
import { demo } from '../fixtures.ts'

/** Issue 34 item 1: the school's app, as Chromium reads it from a page. */
test('a page names its school’s manifest, which Chromium reads as the school’s app', async ({
  page,
}) => {
  await page.goto('/login')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const cdp = await page.context().newCDPSession(page)
  const { url, data, errors } = await cdp.send('Page.getAppManifest')
  expect(url).toMatch(/\/manifest\.webmanifest$/)
  expect(errors).toEqual([])
  const manifest = JSON.parse(data ?? '{}') as { name: string; display: string; icons: unknown[] }
  expect(manifest.name).toBe(demo.school.name)
  expect(manifest.display).toBe('standalone')
  // Each icon the manifest names is served, at its size.
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const response = await page.request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  }
  // No error. The full browser adds "in-incognito" (a Playwright context is incognito, where
  // it installs nothing); the headless shell does not: every other criterion holds.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  const failed = installabilityErrors.map((error) => error.errorId)
  expect(failed.filter((id) => id !== 'in-incognito')).toEqual([])
})

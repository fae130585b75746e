import { chromium } from '@playwright/test'
const base = 'http://localhost:3600'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const w of [390, 1280]) {
  const c = await browser.newContext({ baseURL: base, viewport: { width: w, height: 900 }, isMobile: w < 500 })
  const p = await c.newPage()
  await p.request.post('/mobile_ws/v18/login', { data: { email: 'friend@demo.edu', password: 'quad-demo' } })
  await p.goto('/settings/data')
  const req = p.getByRole('button', { name: 'Request my data' })
  if (await req.count()) await req.click()
  await p.getByRole('link', { name: /Download/ }).first().waitFor({ timeout: 60000 }).catch(() => {})
  await p.getByRole('heading', { name: 'Download your data' }).scrollIntoViewIfNeeded()
  await p.waitForTimeout(500)
  await p.screenshot({ path: `/tmp/shots/export-${w}.png` })
  await p.getByRole('heading', { name: 'Delete your account' }).scrollIntoViewIfNeeded()
  await p.waitForTimeout(300)
  await p.screenshot({ path: `/tmp/shots/delete-${w}.png` })
  const del = p.getByRole('button', { name: /Delete my account/ })
  if (await del.count()) { await del.first().click(); await p.waitForTimeout(800); await p.screenshot({ path: `/tmp/shots/delete-dialog-${w}.png` }) }
  await c.close()
}
await browser.close()

import { chromium } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
const base = 'http://localhost:3600'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const code = (s, o = 0) => new TOTP({ secret: Secret.fromBase32(s), digits: 6, period: 30 }).generate({ timestamp: Date.now() + o * 30000 })
async function ctx(width, email, secret) {
  const c = await browser.newContext({ baseURL: base, viewport: { width, height: width < 500 ? 2000 : 1800 }, isMobile: width < 500 })
  const p = await c.newPage()
  if (email) {
    const r = await p.request.post('/mobile_ws/v18/login', { data: { email, password: 'quad-demo' } })
    const b = await r.json()
    if (b.ticket) {
      for (const o of [0, 1, 2, 3]) {
        const a = await p.request.post('/mobile_ws/v18/login/second-factor', { data: { ticket: b.ticket, code: code(secret, o) } })
        if (a.ok()) break
      }
    }
  }
  return p
}
const shot = async (p, name) => { await p.waitForLoadState('networkidle'); await p.waitForTimeout(1500); await p.screenshot({ path: `/tmp/shots/${name}.png` }) }
for (const w of [390, 1280]) {
  let p = await ctx(w, 'student@demo.edu')
  await p.goto('/settings/security'); await shot(p, `security-${w}`)
  await p.goto('/settings/data'); await shot(p, `data-${w}`)
  await p.context().close()
  p = await ctx(w, 'admin@demo.edu', 'QUADDEMOADMINTOTPKEYFORTESTSONLY')
  await p.goto('/admin/sign-in'); await shot(p, `admin-sign-in-${w}`)
  await p.context().close()
  p = await ctx(w)
  await p.goto('/login'); await p.getByLabel('Email').fill('admin@demo.edu'); await p.getByLabel('Password').fill('quad-demo'); await p.getByRole('button', { name: 'Sign in' }).click()
  await p.getByLabel('Authentication code').waitFor(); await shot(p, `login-code-${w}`)
  await p.context().close()
}
await browser.close()

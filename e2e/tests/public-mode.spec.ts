import { expect, test } from '../test.ts'
import { DEMO_PASSWORD, demo } from '../fixtures.ts'

/**
 * Spec 2, 4, 6 and api.md "Public share mode": with share=1, routes flagged public
 * render for a visitor with no authentication call and no tokens; every other route
 * still asks for a login.
 */
const PUBLIC_ROUTES = ['/events', '/calendar', '/_/_/clubs']

for (const route of PUBLIC_ROUTES) {
  test(`a visitor sees ${route} with share=1, and no auth call is made`, async ({ page }) => {
    const authCalls: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (/\/mobile_ws\/v18\/(authentication|auth_tokens|session)/.test(url)) authCalls.push(url)
    })
    await page.goto(`${route}?share=1`)
    await expect(page).toHaveURL(new RegExp(`${route.replaceAll('/', '\\/')}\\?share=1$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(authCalls).toEqual([])
  })
}

test('share=1 does not open a private route', async ({ page }) => {
  await page.goto('/directory?share=1')
  await expect(page).toHaveURL(/\/login\?redirect=/)
})

test('a public route without share=1 still asks for a login', async ({ page }) => {
  await page.goto('/events')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fevents/)
})

test('"Sign in" from a shared page comes back to that page, signed in', async ({ page }) => {
  await page.goto('/events?share=1')
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/login?redirect=%2Fevents')
  await page.getByLabel('Email').fill(demo.student.email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/events')
  await expect(page.getByRole('link', { name: /^Your profile, Maya / })).toBeVisible()
})

import { expect, test } from '../test.ts'
import { north } from '../fixtures.ts'

// Chromium resolves every *.localhost name to loopback, so the school comes from the host.
test('north.localhost shows the north school', async ({ page }) => {
  await page.goto(`${north.origin}/login`)
  await expect(page.getByTestId('school-banner')).toContainText(north.school.name)
  await expect(page).toHaveTitle(`Sign in · ${north.school.name}`)
})

import { expect, test } from '../test.ts'
import { bearerHeaders } from '../club-helpers.ts'
import { demo, login, lookAt } from '../fixtures.ts'

/**
 * Issue 30 bug 4 against the real server: the demo school is in New York, and a laptop set
 * to UTC reads its 5:30 PM photo walk as 5:30 PM with the zone named (EST or EDT by the
 * season), never 10:30 PM; the admin's School page shows the zone. The rules (no label in
 * the school's zone, the school's week, the form's zone) are in school-time-zone.test.tsx.
 */
const WALK = 'Golden hour photo walk'
const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

test.use({ timezoneId: 'UTC' })

test('a New York event reads on New York’s clock, labelled, on a UTC laptop', async ({ page }) => {
  test.slow()
  await login(page, demo.student.email)
  await page.goto(`/events?q=${encodeURIComponent(WALK)}`)
  const results = page.getByRole('region', { name: 'Events' })
  const card = results.locator('article').filter({ has: page.getByRole('link', { name: WALK }) })
  await expect(card.first()).toContainText(/5:30\sPM – \d{1,2}:\d{2}\sPM\sE[SD]T/)
  await expect(card.first()).not.toContainText('10:30 PM')
  for (const size of sizes) {
    await page.setViewportSize(size)
    await lookAt(page, `school-time-zone-events-${String(size.width)}`)
  }

  await card.first().getByRole('link', { name: WALK }).click()
  const details = page.getByRole('region', { name: 'Details' })
  await expect(details).toContainText(/5:30\sPM – \d{1,2}:\d{2}\sPM\sE[SD]T/)
  for (const size of sizes) {
    await page.setViewportSize(size)
    await lookAt(page, `school-time-zone-event-${String(size.width)}`)
  }

  // The calendar's week is New York's too: the walk on its own day, at 5:30 PM, named.
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? ''
  const event = await page.request.get(`/api/v1/events/${id}`, {
    headers: await bearerHeaders(page),
  })
  const { localStart } = (await event.json()) as { localStart: string }
  await page.goto(`/calendar?view=week&date=${localStart.slice(0, 10)}`)
  const week = page.getByRole('region', { name: 'Week' })
  const walk = week.getByRole('link', { name: new RegExp(`^${WALK}`) })
  await expect(walk.first()).toHaveAccessibleName(/5:30\sPM to \d{1,2}:\d{2}\sPM\sE[SD]T/)
  await expect(
    page.getByText(/^Times are the school’s: America\/New York \(E[SD]T\)\.$/),
  ).toBeVisible()
  for (const size of sizes) {
    await page.setViewportSize(size)
    await lookAt(page, `school-time-zone-calendar-top-${String(size.width)}`)
    await walk.first().scrollIntoViewIfNeeded()
    await lookAt(page, `school-time-zone-calendar-${String(size.width)}`)
  }
})

test('a student’s digest keeps the school’s zone until they pick one', async ({ page }) => {
  await login(page, demo.student.email)
  await page.goto('/settings/notifications')
  const zone = page.getByRole('combobox', { name: 'Time zone' })
  await expect(zone.locator('option:checked')).toHaveText('America/New_York (your school’s)')
  // The laptop's own zone comes next, named as this device's.
  await expect(zone.locator('option').nth(1)).toHaveText('UTC (this device)')
  for (const size of sizes) {
    await page.setViewportSize(size)
    await zone.scrollIntoViewIfNeeded()
    await lookAt(page, `school-time-zone-settings-${String(size.width)}`)
  }
})

test('the admin’s School page names the school’s zone', async ({ page }) => {
  await login(page, 'admin@demo.edu')
  await page.goto('/admin/school')
  const card = page.getByRole('region', { name: 'Time zone' })
  await expect(card.getByRole('combobox', { name: 'School time zone' })).toHaveValue(
    'America/New_York',
  )
  await expect(card).toContainText(/It is now .* there \(E[SD]T\)\./)
  for (const size of sizes) {
    await page.setViewportSize(size)
    await card.scrollIntoViewIfNeeded()
    await lookAt(page, `school-time-zone-admin-${String(size.width)}`)
  }
})

import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '../test.ts'
import { clubIdOf, MAYAS_CLUB } from '../club-helpers.ts'
import { demo } from '../fixtures.ts'
import { expectAccessibleAtWidths, signedIn } from '../screens.ts'

/**
 * Issue 37 item 5 in the browser (decision 111): the attendance rollup the server's job
 * counts at start over the demo's past events. Grace (staff) reads the school's term club
 * by club in Admin → Attendance and downloads its CSV; Maya reads the Photography Club's
 * term event by event in its Manage area. Both pass axe at 390 and 1280 px, light and
 * dark. The counts are apps/server/src/features/attendance's tests; the screens' detail
 * the route tests.
 */

/**
 * The report's table once the job has counted: it runs as the server starts, so a page
 * opened in its first seconds may still say there is nothing yet.
 */
async function countedTable(page: Page, url: string, report: Locator, table: string) {
  await expect(async () => {
    await page.goto(url)
    await expect(report.getByRole('table', { name: table })).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  return report.getByRole('table', { name: table })
}

test("staff read the school's term club by club, and its CSV", async ({ browser, baseURL }) => {
  // Up to a minute for the job's first count (countedTable): three times the usual limit.
  test.slow()
  const grace = await signedIn(browser, baseURL, demo.staff.email)
  const report = grace.getByRole('region', { name: 'Attendance' })
  const table = await countedTable(grace, '/admin/attendance', report, 'Club by club')
  const checkedIn = report.getByText('Checked in', { exact: true }).locator('xpath=..')
  await expect(checkedIn.locator('dd')).toHaveText(/^[1-9][\d,]*$/)
  await expect(table.getByRole('rowheader', { name: MAYAS_CLUB })).toBeVisible()
  await expect(
    report.getByText(/^Counted .*; new check-ins show within five minutes\.$/),
  ).toBeVisible()
  await expectAccessibleAtWidths(grace, 'attendance-school')

  const [download] = await Promise.all([
    grace.waitForEvent('download'),
    report.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^school-attendance-[\w-]+\.csv$/)
  const csv = readFileSync(await download.path(), 'utf8')
  expect(csv).toMatch(/^"Club","Events","Going","Checked in",/)
  expect(csv).toMatch(/^"All clubs and events","[1-9]\d*","\d+","[1-9]\d*",/m)
  expect(csv).toContain(`"${MAYAS_CLUB}",`)
})

test("an officer reads the club's term event by event in Manage", async ({ browser, baseURL }) => {
  test.slow()
  const maya = await signedIn(browser, baseURL, demo.student.email)
  const clubId = await clubIdOf(maya, MAYAS_CLUB)
  const report = maya.getByRole('region', { name: 'Attendance' })
  const table = await countedTable(maya, `/_/_/clubs/${clubId}`, report, 'Event by event')
  const firstEvent = table.getByRole('row').nth(1)
  await expect(firstEvent.getByRole('link')).toHaveAttribute('href', /^\/events\//)
  await report.scrollIntoViewIfNeeded()
  await expectAccessibleAtWidths(maya, 'attendance-club')
})

import { expect, test, type Page } from '../test.ts'
import { bearerHeaders, clubIdOf, MAYAS_CLUB } from '../club-helpers.ts'
import { demo, expectNoAxeViolationsLightAndDark, login } from '../fixtures.ts'

/**
 * Issue 15: the screens that write and run an event — the editor (new and edit, with the
 * "this event or all" question of a series) and the door's check-in page — pass axe at 390
 * and 1280 px, light and dark. Their behaviour is in the route tests beside them
 * (apps/web/src/app/routes/event-new|event-edit|event-check-in.test.tsx) and the journey
 * (events-journey.spec.ts).
 */
const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

async function expectAccessible(page: Page, within?: string): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size)
    await expectNoAxeViolationsLightAndDark(page, within)
  }
}

test('the editor and the check-in page pass axe at both widths, light and dark', async ({
  page,
}) => {
  test.slow()
  await login(page, demo.student.email)
  const clubId = await clubIdOf(page, MAYAS_CLUB)

  await page.goto(`/events/new?clubId=${clubId}`)
  await expect(page.getByLabel('Title')).toBeVisible()
  await expectAccessible(page)

  // A weekly series, so its edit page asks which occurrences a change is for.
  const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10)
  const created = await page.request.post('/api/v1/events', {
    headers: await bearerHeaders(page),
    data: {
      clubId,
      title: 'Portrait lab',
      localStart: `${day}T17:00`,
      localEnd: `${day}T18:30`,
      timeZone: 'Europe/Berlin',
      capacity: 12,
      recurrence: 'FREQ=WEEKLY;COUNT=4',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: string }

  await page.goto(`/events/${id}/edit`)
  const title = page.getByLabel('Title')
  await expect(title).toHaveValue('Portrait lab')
  await expectAccessible(page)
  await title.fill('Portrait lab: window light')
  await page.getByRole('button', { name: 'Save changes' }).click()
  const scope = page.getByRole('dialog', { name: 'Change a repeating event' })
  await expect(scope.getByRole('radio', { name: /^This event/ })).toBeChecked()
  await expectAccessible(page, 'dialog[open]')
  await scope.getByRole('radio', { name: /^All events in the series/ }).check()
  await scope.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Changes saved.')).toBeVisible()

  await page.goto(`/events/${id}/check-in`)
  await expect(page.getByLabel('Ticket code')).toBeVisible()
  await expectAccessible(page)
})

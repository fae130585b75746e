import { expect, test, type Browser, type Page } from '../test.ts'
import { publishMayasEvent } from '../club-helpers.ts'
import { demo, expectNoAxeViolationsLightAndDark, login } from '../fixtures.ts'

/**
 * Issue 15 on the web, against the real server: Maya's club puts on a public event; Jonah
 * finds it in /events, opens it, says he is going and gets his ticket; a visitor in share
 * mode reads it and is offered a sign-in that comes back to it. Each screen passes axe at
 * 390 and 1280 px, light and dark. The screens' detail (filters, paging, recommendations,
 * the waitlist, questions, cancelled) is in apps/web/src/app/routes/event(s).test.tsx.
 */
const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

/** Every size and colour scheme of the page as it stands: axe finds nothing. */
async function expectAccessible(page: Page): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size)
    await expectNoAxeViolationsLightAndDark(page)
  }
}

/** Maya (an officer of the Photography Club) publishes a public event with 5 places. */
async function createEvent(browser: Browser, baseURL: string | undefined, title: string) {
  const context = await browser.newContext({ baseURL })
  const maya = await context.newPage()
  await login(maya, demo.student.email)
  const id = await publishMayasEvent(maya, title)
  await context.close()
  return id
}

test('a student finds an event, goes, and gets a ticket; a visitor is offered a sign-in', async ({
  browser,
  baseURL,
  page,
}) => {
  test.slow()
  const title = `Darkroom evening ${String(Date.now()).slice(-6)}`
  const id = await createEvent(browser, baseURL, title)

  // Jonah finds it by searching the listing.
  await login(page, demo.friend.email)
  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search events' }).fill(title.slice(0, 15))
  await expect(page).toHaveURL(/q=Darkroom/)
  const results = page.getByRole('region', { name: 'Events' })
  const link = results.getByRole('link', { name: title })
  await expect(link).toBeVisible()
  await expect(results.getByText('5 places left').first()).toBeVisible()
  await expectAccessible(page)

  // His answer, then his ticket: the QR code and the code in letters.
  await link.click()
  await expect(page).toHaveURL(`/events/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^${title} · Events`))
  await expectAccessible(page)
  const going = page.getByRole('radio', { name: 'Going', exact: true })
  // The radio is drawn by its label (a segmented control): a student clicks the label.
  await page.locator('label').filter({ has: going }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You are going.' })).toBeAttached()
  await expect(going).toBeFocused()
  const ticket = page.getByRole('region', { name: 'Your ticket' })
  await expect(ticket.getByRole('img', { name: 'QR code of your ticket' })).toBeVisible()
  await expect(ticket.getByText(/^Ticket code, letter by letter: [2-9A-Z ]+$/)).toBeAttached()
  await expect(page.getByText('4 places left')).toBeVisible()
  await expectAccessible(page)

  // A visitor reads the same event in share mode, and signs in back to it.
  const visitorContext = await browser.newContext({ baseURL })
  const visitor = await visitorContext.newPage()
  await visitor.goto('/events?share=1')
  await expect(visitor.getByRole('link', { name: title })).toBeVisible()
  await expectAccessible(visitor)
  await visitor.getByRole('link', { name: title }).click()
  await expect(visitor).toHaveURL(`/events/${id}?share=1`)
  await expect(visitor.getByRole('link', { name: 'Sign in to RSVP' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/events/${id}`)}`,
  )
  await expectAccessible(visitor)
  await visitorContext.close()
})

import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '../test.ts'
import { bearerHeaders, newClubRunBy } from '../club-helpers.ts'
import { demo } from '../fixtures.ts'
import { expectAccessibleAtWidths, signedIn } from '../screens.ts'

/**
 * Issue 37 item 3 in the browser (decision 109): Iris, officer of a club the school admin
 * creates, asks for money in the club's Manage area; Grace (staff) approves the first
 * stage and may not approve the second; Henrik (school admin) approves it; Iris hears of
 * both decisions and reads the club's ledger and CSV. The queue, the request dialog and the
 * Manage area pass axe at 390 and 1280 px, light and dark. The rules are
 * apps/server/src/features/budgets; the screens' detail the route tests.
 */
async function noticeTexts(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/v1/notifications', {
    headers: await bearerHeaders(page),
  })
  const { items } = (await response.json()) as { items: { text: string }[] }
  return items.map((item) => item.text)
}

test('a budget request passes two review stages, and its officer hears of each', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const [admin, iris, grace] = await Promise.all(
    ['admin@demo.edu', 'iris@demo.edu', demo.staff.email].map((email) =>
      signedIn(browser, baseURL, email),
    ),
  )
  if (!admin || !iris || !grace) throw new Error('not signed in')
  const name = `Debate Union ${Math.random().toString(36).slice(2, 7)}`
  const title = `Regional finals ${name.slice(-5)}`
  const clubId = await newClubRunBy(admin, iris, { name, category: 'Academic' })

  await iris.goto(`/_/_/clubs/${clubId}`)
  const budget = iris.getByRole('region', { name: 'Budget' })
  await budget.getByRole('button', { name: 'Ask for money' }).click()
  const dialog = iris.getByRole('dialog', { name: 'Ask for money' })
  await dialog.getByRole('textbox', { name: 'What it is for' }).fill(title)
  await dialog.getByRole('textbox', { name: 'Purpose' }).fill('Travel for four debaters.')
  await dialog.getByRole('textbox', { name: 'Item 1' }).fill('Train tickets')
  await dialog.getByRole('textbox', { name: 'Amount 1' }).fill('320.00')
  await dialog.getByRole('button', { name: 'Add a line' }).click()
  await dialog.getByRole('textbox', { name: 'Item 2' }).fill('Entry fee')
  await dialog.getByRole('textbox', { name: 'Amount 2' }).fill('80')
  await expect(dialog.getByText('Total: $400.00')).toBeVisible()
  await expectAccessibleAtWidths(iris, 'budget-dialog', 'dialog[open]')
  await dialog.getByRole('button', { name: 'Send request' }).click()
  const card = budget.getByRole('article', { name: title })
  await expect(card.getByText('Waiting for Student life')).toBeVisible()
  // A receipt, through the device's file picker: the tickets' PDF.
  const receipt = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
  const [chooser] = await Promise.all([
    iris.waitForEvent('filechooser'),
    card.getByRole('button', { name: 'Attach a receipt' }).click(),
  ])
  await chooser.setFiles({ name: 'tickets.pdf', mimeType: 'application/pdf', buffer: receipt })
  await expect(iris.getByText('tickets.pdf attached')).toBeVisible()
  const receipts = card.getByRole('list', { name: 'Receipts' })
  await expect(receipts.getByRole('button', { name: 'Open tickets.pdf' })).toBeVisible()
  await expectAccessibleAtWidths(iris, 'budget-manage')

  // Stage one: Grace. Stage two: not Grace again, Henrik.
  const approveAt = async (page: Page, stage: string) => {
    await page.goto('/admin/budget-requests')
    const request = page.getByRole('article', { name: `${name}: ${title}` })
    await request.getByRole('button', { name: `Approve ${stage}` }).click()
  }
  // The reviewer reads the receipt before deciding.
  await grace.goto('/admin/budget-requests')
  const waiting = grace.getByRole('article', { name: `${name}: ${title}` })
  const [download] = await Promise.all([
    grace.waitForEvent('download'),
    waiting.getByRole('button', { name: 'Open tickets.pdf' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('tickets.pdf')
  expect(readFileSync(await download.path()).equals(receipt)).toBe(true)
  await approveAt(grace, 'Student life')
  await expect(grace.getByText(`${title} is approved at Student life.`)).toBeVisible()
  await approveAt(grace, 'Finance')
  await expect(
    grace.getByText('You approved Student life: another reviewer approves Finance.', {
      exact: false,
    }),
  ).toBeVisible()
  await expectAccessibleAtWidths(grace, 'budget-queue')
  await approveAt(admin, 'Finance')
  await expect(admin.getByText(`${title} is approved at Finance.`)).toBeVisible()

  await expect
    .poll(() => noticeTexts(iris), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        `Grace Mensah approved ${title} at Student life; it goes on to Finance`,
        `Henrik Berg approved ${title}: the money is ${name}'s`,
      ]),
    )
  await iris.reload()
  await expect(card.getByText('Approved', { exact: true })).toBeVisible()
  await expect(budget.getByText(/\$400\.00 approved/)).toBeVisible()
  const csv = await iris.request.get(`/api/v1/clubs/${clubId}/budget-requests.csv`, {
    headers: await bearerHeaders(iris),
  })
  expect(await csv.text()).toContain('"Train tickets","320.00","USD"')
})

import { expect, test, type Locator, type Page } from '../test.ts'
import { demo, login } from '../fixtures.ts'

/** The page's own scroll position: the dialog's actions must not need it to move. */
const pageScroll = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)

/** Wholly in the viewport, and what a click at its centre would reach is the control itself. */
async function expectClickableInPlace(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeInViewport({ ratio: 1 })
  const box = await control.boundingBox()
  if (!box) throw new Error('no box')
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  )
  expect(hit).toBe(await control.textContent())
}

test.use({ viewport: { width: 1280, height: 800 } })

test('New group at 1280×800: Create and Cancel stay in view while the list scrolls inside', async ({
  page,
}) => {
  await login(page, demo.student.email)
  await page.goto('/chat')
  await page.getByRole('button', { name: 'New group' }).click()
  const dialog = page.getByRole('dialog', { name: 'New group' })
  await dialog.getByLabel('Group name').fill('Study group')
  // Maya has 14 connections: more than the list shows at once.
  const boxes = dialog.getByRole('checkbox')
  await expect(boxes).toHaveCount(14)
  const create = dialog.getByRole('button', { name: 'Create group' })
  const cancel = dialog.getByRole('button', { name: 'Cancel' })
  const before = await pageScroll(page)
  await expectClickableInPlace(page, cancel)
  await expectClickableInPlace(page, create)

  // Picking someone at the end of the list scrolls the list, not the actions away.
  await boxes.last().check()
  await expectClickableInPlace(page, create)
  await expectClickableInPlace(page, cancel)
  expect(await pageScroll(page)).toBe(before)

  // A click where the button is, with no scrolling first, creates the group.
  const box = await create.boundingBox()
  if (!box) throw new Error('no box')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/chat\/\d+$/)
})

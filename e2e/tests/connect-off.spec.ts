import { expect, test, type Page } from '../test.ts'
import { loginFromPage, north } from '../fixtures.ts'

/*
 * North College has the school's connect switch off (spec 3 School config): anyone may
 * message anyone, and nothing on screen speaks of connections.
 */
test.use({ baseURL: north.origin })

const signIn = (page: Page) => loginFromPage(page, north.student.email)

test('the directory offers no connection wording, filters or request shortcuts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await page.goto('/directory')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible()
  await expect(main.getByRole('link').first()).toBeVisible()
  await expect(main.getByRole('complementary', { name: 'Filters' })).toBeVisible()
  await expect(main).not.toContainText(/connect/i)
  await expect(page.getByRole('navigation', { name: /connection/i })).toHaveCount(0)
  // A schoolmate's card offers Message, never Connect.
  await main.locator('[data-person-uid]').nth(1).click()
  const card = page.getByRole('dialog')
  await expect(card.getByRole('link', { name: 'Message' })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Connect' })).toHaveCount(0)
})

test('New group lists schoolmates and speaks of them, and a group can be made', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/chat')
  await page.getByRole('button', { name: 'New group' }).click()
  const dialog = page.getByRole('dialog', { name: 'New group' })
  await expect(dialog.getByRole('group', { name: 'Choose schoolmates' })).toBeVisible()
  const boxes = dialog.getByRole('checkbox')
  await expect(boxes.first()).toBeVisible()
  await expect(dialog).not.toContainText(/connection/i)
  await expect(dialog.getByRole('checkbox', { name: /Elena Lindqvist/ })).toHaveCount(0)
  await dialog.getByLabel('Group name').fill('Harbour walk')
  await boxes.nth(0).check()
  await boxes.nth(1).check()
  await dialog.getByRole('button', { name: 'Create group' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/chat\/\d+$/)
  await expect(page.getByText('3 members')).toBeVisible()
})

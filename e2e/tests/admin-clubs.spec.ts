import { expect, test, type Browser, type Page } from '../test.ts'
import { demo, expectNoAxeViolations, login, lookAt } from '../fixtures.ts'
import { bell, panel } from '../notification-helpers.ts'

/**
 * Issue 14 item 3 (decision 030): a school admin creates a club with Maya as its first
 * officer; Maya edits its about and uploads a logo on the club page; a student asks for
 * a club, the admin approves it, the student sees it listed and is told; an archived
 * club leaves the list. Axe on /admin/clubs, its dialogs and Edit club, at 390 and 1280.
 * Each run names its clubs afresh, so a retry starts clean.
 */
const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }
const admin = 'admin@demo.edu'
/** A 1×1 PNG: the logo's bytes decide its type on the server. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const shot = lookAt
const suffix = () => Math.random().toString(36).slice(2, 7)

async function openAs(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL, viewport: desktop })
  const page = await context.newPage()
  await login(page, email)
  return page
}

async function openAdminClubs(page: Page, query = ''): Promise<void> {
  await page.goto(`/admin/clubs${query}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Clubs' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Clubs' })).toBeVisible()
}

/** Searches the student's club list; the count says how many match. */
async function searchClubs(page: Page, name: string, count: '1 club' | '0 clubs') {
  await page.goto('/_/_/clubs')
  await page.getByRole('searchbox', { name: 'Search clubs' }).fill(name)
  if (count === '1 club') {
    await expect(page.getByRole('status').filter({ hasText: /^1 club$/ })).toBeVisible()
  } else {
    await expect(page.getByRole('heading', { name: 'No clubs match' })).toBeVisible()
  }
}

test('an admin creates a club with Maya as officer; Maya edits its about and logo', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const name = `Kite Club ${suffix()}`
  const page = await openAs(browser, baseURL, admin)
  await openAdminClubs(page)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Create a club' }).click()
  const create = page.getByRole('dialog', { name: 'Create a club' })
  await expect(create).toBeVisible()
  await expectNoAxeViolations(page, 'dialog[open]')
  // The first officer is required: the form says so before anything is sent.
  await create.getByRole('button', { name: 'Create club' }).click()
  await expect(create.getByText('Choose the first officer')).toBeVisible()
  await create.getByRole('textbox', { name: 'Name' }).fill(name)
  await create.getByRole('combobox', { name: 'Category' }).fill('Outdoors')
  await create.getByRole('textbox', { name: 'Tags' }).fill('kites, wind')
  await create
    .getByRole('searchbox', { name: 'Search people for the first officer' })
    .fill('Maya Patel')
  await create.getByRole('button', { name: 'Maya Patel' }).click()
  await expect(create.getByText('First officer: Maya Patel')).toBeVisible()
  await create.getByRole('button', { name: 'Create club' }).click()
  await expect(create).toBeHidden()
  const link = page.getByRole('link', { name: `Members and officers of ${name}` })
  await expect(link).toBeVisible()
  const clubPath = (await link.getAttribute('href')) ?? ''
  await shot(page, 'admin-clubs-1280')

  // The admin's Edit dialog has every field and flag.
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const adminEdit = page.getByRole('dialog', { name: `Edit ${name}` })
  await expect(adminEdit.getByRole('switch', { name: 'Hidden from the list' })).toBeVisible()
  await expectNoAxeViolations(page, 'dialog[open]')
  await adminEdit.getByRole('button', { name: 'Cancel' }).click()

  // Maya, its officer, edits the about and uploads a logo on the club's page.
  const maya = await openAs(browser, baseURL, demo.student.email)
  await maya.goto(clubPath)
  await expect(maya.getByRole('heading', { level: 1, name })).toBeVisible()
  await maya.getByRole('button', { name: 'Edit club' }).click()
  const edit = maya.getByRole('dialog', { name: `Edit ${name}` })
  await expect(edit).toBeVisible()
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveCount(0)
  await expectNoAxeViolations(maya, 'dialog[open]')
  await shot(maya, 'edit-club-1280')
  await edit.getByRole('textbox', { name: 'About' }).fill('We fly kites on the lawn every Friday.')
  await edit.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(edit.getByRole('img', { name: 'Logo preview' })).toBeVisible()
  await edit.getByRole('button', { name: 'Add a question' }).click()
  await edit.getByRole('textbox', { name: 'Question 1' }).fill('Website')
  await edit.getByRole('combobox', { name: 'Type of answer 1' }).selectOption('URL')
  await edit.getByRole('textbox', { name: 'Answer 1' }).fill('not a link')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByText('must be a web address starting with https://')).toBeVisible()
  await edit.getByRole('textbox', { name: 'Answer 1' }).fill('https://kites.example')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit).toBeHidden()
  await expect(maya.getByText('We fly kites on the lawn every Friday.')).toBeVisible()
  // The uploaded logo, re-encoded by the server, replaces the generated one.
  await expect(maya.locator('img[src*="/media/club-images/"][src*="-logo-"]')).toBeVisible()

  // At 390 px: the page, the create dialog and Edit club.
  await page.setViewportSize(phone)
  await openAdminClubs(page)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Create a club' }).click()
  await expect(page.getByRole('dialog', { name: 'Create a club' })).toBeVisible()
  await expectNoAxeViolations(page, 'dialog[open]')
  await shot(page, 'create-club-390')
  await maya.setViewportSize(phone)
  await maya.getByRole('button', { name: 'Edit club' }).click()
  await expect(maya.getByRole('dialog', { name: `Edit ${name}` })).toBeVisible()
  await expectNoAxeViolations(maya, 'dialog[open]')
})

test('a student requests a club, the admin approves it, and archiving takes it off the list', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const name = `Origami ${suffix()}`
  const jonah = await openAs(browser, baseURL, demo.friend.email)
  await jonah.goto('/_/_/clubs')
  await jonah.getByRole('button', { name: 'Request a club' }).click()
  const ask = jonah.getByRole('dialog', { name: 'Request a club' })
  await expectNoAxeViolations(jonah, 'dialog[open]')
  await ask.getByRole('textbox', { name: 'Club name' }).fill(name)
  await ask.getByRole('textbox', { name: 'What the club is about' }).fill('Folding paper.')
  await ask.getByRole('combobox', { name: 'Category' }).fill('Arts')
  await ask.getByRole('button', { name: 'Send request' }).click()
  await expect(ask).toBeHidden()
  await searchClubs(jonah, name, '0 clubs')

  const page = await openAs(browser, baseURL, admin)
  await openAdminClubs(page, '?status=pending')
  await page.getByRole('button', { name: `Approve ${name}` }).click()
  await expect(page.getByRole('button', { name: `Approve ${name}` })).toBeHidden()

  await searchClubs(jonah, name, '1 club')
  await bell(jonah).click()
  await expect(
    panel(jonah).getByRole('link', { name: `Unread: Your club ${name} was approved` }),
  ).toBeVisible()

  await openAdminClubs(page)
  await page.getByRole('searchbox', { name: 'Search clubs' }).fill(name)
  await page.getByRole('button', { name: `Archive ${name}` }).click()
  await expect(page.getByRole('button', { name: `Restore ${name}` })).toBeVisible()
  await searchClubs(jonah, name, '0 clubs')
})

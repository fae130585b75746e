import type { Page } from '@playwright/test'
import { demo, expectNoAxeViolationsLightAndDark } from '../fixtures.ts'
import { expect, test } from '../signed-in.ts'

/*
 * The directory against the real search engine and profiles, in Chromium: typo search,
 * the card dialog (focus, Escape), deep links, and axe over what the dialogs add (the page
 * itself is checked whole in a11y.spec.ts). Filters, facets, sort, paging and the empty and
 * error states are route-level tests (apps/web/src/app/routes/directory.test.tsx).
 */

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 800 }

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the directory' })
const card = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Results' }).getByRole('link', { name: new RegExp(`^${name}`) })
const profileDialog = (page: Page) => page.getByRole('dialog', { name: /^Jonah Okafor/ })

/** The demo friend's uid, found the way the page finds it. */
async function friendUid(page: Page): Promise<string> {
  const response = await page.request.get(
    '/mobile_ws/v18/mobile_people?range=0&limit=20&search=Okafor',
  )
  const [first] = (await response.json()) as [{ people: { uid: string; firstName: string }[] }]
  const jonah = first.people.find((person) => person.firstName === demo.friend.firstName)
  if (!jonah) throw new Error('the demo seed has no Jonah Okafor')
  return jonah.uid
}

test('three letters of a misspelt name find the classmate', async ({ page }) => {
  await page.goto('/directory')
  await expect(page.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible()
  await searchBox(page).pressSequentially('jnah', { delay: 30 })
  await expect(card(page, 'Jonah Okafor')).toBeVisible()
  await expect(page).toHaveURL(/[?&]q=jnah/)
  await searchBox(page).fill('Okafr')
  await expect(card(page, 'Jonah Okafor')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /found\.$/ })).toHaveCount(1)
})

test('the card opens from the list, shows its sections, and Escape returns focus', async ({
  page,
}) => {
  await page.setViewportSize(desktop)
  await page.goto('/directory?q=Okafor')
  await card(page, 'Jonah Okafor').click()
  const dialog = profileDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Jonah Okafor' })).toHaveAttribute(
    'href',
    /\/student_profile\?uid=/,
  )
  await expect(dialog).toContainText(/Class of \d{4}/)
  for (const section of ['Languages', 'Current job', 'Personal interests and hobbies', 'Badges']) {
    await expect(dialog.getByRole('heading', { name: section })).toBeVisible()
  }
  await expect(dialog.getByRole('heading', { name: 'Groups' })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Close profile' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(card(page, 'Jonah Okafor')).toBeFocused()
  await expect(page).not.toHaveURL(/profile=/)
})

test('deep links: /directory?profile=, /student_profile?uid=, /embed/profile', async ({ page }) => {
  const uid = await friendUid(page)
  await page.goto(`/directory?profile=${uid}`)
  await expect(profileDialog(page)).toBeVisible()
  await profileDialog(page).getByRole('button', { name: 'Close profile' }).click()
  await expect(profileDialog(page)).toBeHidden()
  await expect(page).toHaveURL('/directory')

  await page.goto(`/student_profile?uid=${uid}`)
  const main = page.locator('main#main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Jonah Okafor')
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible()

  await page.goto('/student_profile?uid=nobody-here')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Profile not found')

  await page.goto('/embed/profile')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Maya /)
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await page.goto(`/embed/profile/${uid}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jonah Okafor')
})

for (const size of [phone, desktop]) {
  test(`axe: the filter sheet and the open card at ${String(size.width)} px, light and dark`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.goto('/directory')
    await expect(
      page.getByRole('region', { name: 'Results' }).getByRole('link').first(),
    ).toBeVisible()
    if (size.width < 1024) {
      await page.getByRole('button', { name: 'Filters' }).click()
      const sheet = page.getByRole('dialog', { name: 'Filters' })
      await expect(sheet).toBeVisible()
      await sheet.getByRole('button', { name: /^Hiking/ }).click()
      await expect(sheet.getByRole('radio', { name: 'All of these' })).toBeVisible()
      await expectNoAxeViolationsLightAndDark(page, 'dialog[open]')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused()
    }
    const uid = await friendUid(page)
    await page.goto(`/directory?profile=${uid}`)
    await expect(profileDialog(page).getByRole('heading', { name: 'Languages' })).toBeVisible()
    await expectNoAxeViolationsLightAndDark(page, 'dialog[open]')
  })
}

import { expect, test, type Page } from '../test.ts'
import { appStarted, demo, login } from '../fixtures.ts'
import { embedRoutes, shellRoutes } from './shell-routes.ts'

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main sections' })

test.beforeEach(async ({ page }) => {
  await login(page, demo.student.email)
})

test('every spec 2 route renders its page inside the shell', async ({ page }) => {
  for (const { path, heading } of shellRoutes) {
    await page.goto(path)
    await expect(page.locator('main#main').getByRole('heading', { level: 1 }), path).toHaveText(
      heading,
    )
    await expect(page.getByRole('button', { name: 'Open menu' }), path).toBeVisible()
    await expect(nav(page), path).toBeVisible()
  }
})

test('the embed profile pages render without the shell', async ({ page }) => {
  for (const { path, heading } of embedRoutes) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0)
    await expect(page.getByRole('navigation')).toHaveCount(0)
  }
})

test('the top bar shows the profile picture and searches everything', async ({ page }) => {
  await page.goto('/')
  const profile = page.getByRole('link', { name: /^Your profile, Maya / })
  await expect(profile.locator('img')).toHaveAttribute('src', /\/media\/avatars\//)
  await page.getByRole('combobox', { name: 'Search' }).fill('jonah')
  await expect(page.getByRole('option', { name: /^Jonah Okafor/ })).toBeVisible()
  // Enter with nothing chosen: the search page, every kind.
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/search?q=jonah')
  await expect(page.getByRole('region', { name: 'People' })).toContainText('Jonah Okafor')
})

test('the left bar navigates and marks the current page (Home matches exactly)', async ({
  page,
}) => {
  await page.goto('/')
  const home = nav(page).getByRole('link', { name: 'Home' })
  await expect(home).toHaveAttribute('aria-current', 'page')
  // The demo school's bars: Home, Events, Clubs, Chat (issue 30 bug 5). Chat may carry Maya's
  // unread count ("6Chat, 6 unread") by the time this looks, or not yet.
  await expect(nav(page).getByRole('link')).toHaveText([/^Home$/, /^Events$/, /^Clubs$/, /Chat/])
  for (const name of ['Events', 'Clubs', 'Chat']) {
    await nav(page).getByRole('link', { name }).click()
    await expect(nav(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
    await expect(home).not.toHaveAttribute('aria-current')
  }
  await expect(page).toHaveURL('/chat')
})

test('the main menu opens and closes by mouse', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await toggle.click()
  await expect(menu(page)).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await menu(page).getByRole('button', { name: 'Close menu' }).click()
  await expect(menu(page)).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  // A click on the dimmed page beside the menu closes it too.
  await toggle.click()
  await page.mouse.click(1000, 400)
  await expect(menu(page)).toBeHidden()
})

test('the main menu works from the keyboard alone, trapping and returning focus', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('heading', { level: 1 }).waitFor()
  // Before the app starts the skip link is a plain link to #main (the browser moves focus and
  // the address gains #main); the app's keeps the address as it is.
  await appStarted(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Tab')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(menu(page)).toBeVisible()
  const close = menu(page).getByRole('button', { name: 'Close menu' })
  await expect(close).toBeFocused()

  // Shift+Tab from the first control wraps to the last; Tab from the last wraps back.
  await page.keyboard.press('Shift+Tab')
  await expect(menu(page).getByRole('button', { name: 'Log out' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()

  // Social Media is a disclosure: Enter shows its links.
  const social = menu(page).getByRole('button', { name: 'Social Media' })
  await social.focus()
  await page.keyboard.press('Enter')
  await expect(social).toHaveAttribute('aria-expanded', 'true')
  await expect(menu(page).getByRole('link', { name: /^Instagram/ })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  await expect(toggle).toBeFocused()
})

test('the skip link moves focus to the main area', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('heading', { level: 1 }).waitFor()
  // Before the app starts the skip link is a plain link to #main (the browser moves focus and
  // the address gains #main); the app's keeps the address as it is.
  await appStarted(page)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
  await expect(page).toHaveURL('/')
})

test('clicking a route in the main menu navigates and closes it', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await menu(page).getByRole('link', { name: 'Events & Training Webinars' }).click()
  await expect(page).toHaveURL('/events')
  await expect(menu(page)).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events')
})

test('external menu links open a new tab safely and say so', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const external = menu(page).getByRole('link', { name: /\(opens in a new tab\)$/ })
  // Virtual Space, Product News, Newsletters, Training Videos, Jobs, Features List (Admin is
  // Quad's own console since issue 14, and only for the roles it serves).
  await expect(external).toHaveCount(6)
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
})

test('logging out from the main menu returns to sign in, and Back leads back to the page', async ({
  page,
}) => {
  await page.goto('/')
  await page.goto('/development')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await menu(page).getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/login?redirect=%2Fdevelopment')
  // Back returns to the page left, which now asks for a login that leads back to it.
  await page.goBack()
  await expect(page).toHaveURL('/login?redirect=%2Fdevelopment')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('a breakpoint change closes the open menu 351 ms later (spec 4)', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu(page)).toBeVisible()
  // Time the reset in the page itself: from the media query change to the dialog closing.
  await page.evaluate(() => {
    const marks: Record<string, number> = {}
    Object.assign(window, { menuResetMarks: marks })
    matchMedia('(min-width: 768px)').addEventListener('change', () => {
      marks['breakpoint'] = performance.now()
    })
    // The open one: home's posts hold closed dialogs of their own (photos, confirmations).
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]')
    if (!dialog) throw new Error('no open dialog')
    new MutationObserver(() => {
      if (!dialog.open) marks['closed'] = performance.now()
    }).observe(dialog, { attributes: true, attributeFilter: ['open'] })
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(menu(page)).toBeHidden()
  const delay = await page.evaluate(() => {
    const { menuResetMarks: marks } = window as unknown as {
      menuResetMarks: Record<string, number>
    }
    return (marks['closed'] ?? NaN) - (marks['breakpoint'] ?? NaN)
  })
  expect(delay).toBeGreaterThanOrEqual(345)
  expect(delay).toBeLessThan(1000)
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
})

test('back restores the main area scroll position; other navigations go to the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await page.goto('/')
  await appStarted(page)
  const main = page.locator('main#main')
  await main.evaluate((element) => {
    element.scrollTop = 300
  })
  await expect.poll(() => main.evaluate((element) => element.scrollTop)).toBe(300)
  // The left bar, always in view: clicking a link lower down would scroll the main area first.
  await nav(page).getByRole('link', { name: 'Chat' }).click()
  await expect(page).toHaveURL('/chat')
  await expect.poll(() => main.evaluate((element) => element.scrollTop)).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL('/')
  await expect.poll(() => main.evaluate((element) => element.scrollTop)).toBe(300)

  // A fresh visit to home (a push, not back) starts at the top.
  // Events' page first: without waiting for it, "/" could match before home was ever left
  // (failed so once in CI, home still at 300).
  await nav(page).getByRole('link', { name: 'Events' }).click()
  await expect(page).toHaveURL('/events')
  await nav(page).getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL('/')
  await expect.poll(() => main.evaluate((element) => element.scrollTop)).toBe(0)
})

test.describe('on a phone', () => {
  test.use(phone)

  test('the bottom menu navigates by touch and marks the current page', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('searchbox')).toBeHidden()
    for (const name of ['Events', 'Clubs', 'Chat', 'Home']) {
      await nav(page).getByRole('link', { name }).tap()
      await expect(nav(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
    }
    await expect(page).toHaveURL('/')
  })

  test('More opens the main menu by touch; closing returns focus to More', async ({ page }) => {
    await page.goto('/')
    const more = nav(page).getByRole('button', { name: 'More' })
    await more.tap()
    await expect(menu(page)).toBeVisible()
    await menu(page).getByRole('button', { name: 'Close menu' }).tap()
    await expect(menu(page)).toBeHidden()
    await expect(more).toBeFocused()

    await more.tap()
    await menu(page).getByRole('link', { name: 'Directory' }).tap()
    await expect(page).toHaveURL('/directory')
    await expect(menu(page)).toBeHidden()
  })

  test('touch targets are at least 44px', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const controls = page.locator('header a, header button, nav a, nav button')
    for (const control of await controls.all()) {
      const box = await control.boundingBox()
      if (!box) continue
      expect(Math.min(box.width, box.height), await control.innerText()).toBeGreaterThanOrEqual(44)
    }
  })
})

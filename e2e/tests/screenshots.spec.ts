import { fileURLToPath } from 'node:url'
import { test, type Page } from '../test.ts'
import { demo, login, uidOf } from '../fixtures.ts'
import { bell, panel, requestConnection } from '../notification-helpers.ts'
import { clubIdOf, MAYAS_CLUB } from '../club-helpers.ts'

/** Refreshes the screenshots in docs/ (run through `npm run screenshots`). */
const outDir = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

async function shoot(page: Page, name: string, prepare?: () => Promise<void>): Promise<void> {
  for (const size of widths) {
    await page.setViewportSize(size)
    await prepare?.()
    await page.screenshot({ path: `${outDir}${name}-${String(size.width)}.png`, fullPage: true })
  }
}

test('login and home pages', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('heading', { level: 1 }).waitFor()
  await shoot(page, 'login')

  await login(page, demo.student.email)
  await page.goto('/')
  await page.getByRole('heading', { level: 1 }).waitFor()
  // Home is the feed now: the shot shows the first posts, not a window onto them.
  await shoot(page, 'home', async () => {
    await page.locator('[data-post-id]').first().waitFor()
    await page.waitForLoadState('networkidle')
    await showWholePage(page)
  })
})

test('shell: the open main menu, light and dark', async ({ page }) => {
  await login(page, demo.student.email)
  const menu = page.getByRole('dialog', { name: 'Menu' })
  const openMenu = async () => {
    // A resize resets the menus 351 ms later (spec 4): let that pass before opening.
    await page.waitForTimeout(500)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.waitFor()
    // The slide-in takes 200 ms; shoot the settled menu.
    await page.waitForTimeout(300)
  }
  await page.goto('/')
  await page.getByRole('heading', { level: 1 }).waitFor()
  await shoot(page, 'main-menu', openMenu)

  await page.emulateMedia({ colorScheme: 'dark' })
  await page.waitForTimeout(500)
  await shoot(page, 'home-dark')
  await shoot(page, 'main-menu-dark', openMenu)
})

test('directory and the profile card', async ({ page }) => {
  await login(page, demo.student.email)
  const results = page.getByRole('region', { name: 'Results' })
  await page.goto('/directory')
  await shoot(page, 'directory', async () => {
    await results.getByRole('link').first().waitFor()
    // Let the lazy avatars load, so the shot shows pictures rather than placeholders.
    await page.waitForLoadState('networkidle')
  })

  const response = await page.request.get(
    '/mobile_ws/v18/mobile_people?range=0&limit=1&search=Okafor',
  )
  const [first] = (await response.json()) as [{ people: { uid: string }[] }]
  const uid = first.people[0]?.uid ?? ''
  await page.goto(`/directory?q=Okafor&profile=${uid}`)
  const dialog = page.getByRole('dialog', { name: /^Jonah Okafor/ })
  await shoot(page, 'profile-card', async () => {
    await dialog.getByRole('heading', { name: 'Languages' }).waitFor()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
  })

  await page.emulateMedia({ colorScheme: 'dark' })
  await shoot(page, 'profile-card-dark', async () => {
    await dialog.getByRole('heading', { name: 'Languages' }).waitFor()
  })
  await page.goto('/directory')
  await shoot(page, 'directory-dark', async () => {
    await results.getByRole('link').first().waitFor()
    await page.waitForLoadState('networkidle')
  })
})

/** The main area scrolls, not the window: grow the viewport so the whole long page shows. */
async function showWholePage(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280
  const extra = await page.evaluate(() => {
    const main = document.getElementById('main')
    return main ? main.scrollHeight - main.clientHeight : 0
  })
  await page.setViewportSize({ width, height: (page.viewportSize()?.height ?? 800) + extra })
}

test('settings: the profile form, privacy and photo', async ({ page }) => {
  await login(page, demo.student.email)
  await page.goto('/settings')
  await shoot(page, 'settings', async () => {
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
    await page.getByRole('button', { name: 'Remove Jazz' }).waitFor()
    await page.waitForLoadState('networkidle')
    await showWholePage(page)
  })
  await page.emulateMedia({ colorScheme: 'dark' })
  await shoot(page, 'settings-dark', async () => {
    await page.waitForLoadState('networkidle')
    await showWholePage(page)
  })
  await page.emulateMedia({ colorScheme: 'light' })
  for (const sub of ['privacy', 'account', 'blocked'] as const) {
    await page.goto(`/settings/${sub}`)
    await shoot(page, `settings-${sub}`, async () => {
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
      await page.waitForLoadState('networkidle')
      await showWholePage(page)
    })
  }
})

test('chat: the list and a conversation, light and dark', async ({ page }) => {
  await login(page, demo.student.email)
  const settle = async () => {
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
  }
  await page.goto('/chat')
  // The seed's most recent 1:1 (with a link and unread messages) is second, after the group.
  const direct = page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').nth(1)
  await shoot(page, 'chat', async () => {
    await direct.waitFor()
    await settle()
  })
  await direct.click()
  await shoot(page, 'chat-conversation', async () => {
    await page.getByRole('region', { name: 'Messages' }).getByRole('listitem').first().waitFor()
    await settle()
  })
  await page.getByRole('link', { name: /CS 201 study group/ }).click({ force: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(page.url())
  await shoot(page, 'chat-group', async () => {
    await page
      .getByRole('region', { name: 'Messages' })
      .getByText('Who wants to take heaps')
      .waitFor()
    await settle()
  })
  await page.emulateMedia({ colorScheme: 'dark' })
  await shoot(page, 'chat-group-dark', settle)
})

test('notifications: the bell with a count, the open panel, the settings matrix', async ({
  browser,
  baseURL,
}) => {
  const { sender, receiver, third } = demo.notify
  const amara = await browser.newContext({ baseURL })
  const page = await amara.newPage()
  await login(page, sender.email)
  const amaraUid = await uidOf(page, sender.lastName, sender.firstName)
  // Two classmates ask Amara to connect: her bell counts 2.
  for (const student of [receiver, third]) {
    const context = await browser.newContext({ baseURL })
    const other = await context.newPage()
    await login(other, student.email)
    await requestConnection(other, amaraUid, `${sender.firstName} ${sender.lastName}`)
    await context.close()
  }
  const dialog = panel(page)
  await page.goto('/')
  await page.getByRole('heading', { level: 1 }).waitFor()
  await shoot(page, 'notifications-panel', async () => {
    await page.waitForTimeout(500)
    await bell(page).getByTestId('notification-badge').waitFor()
    await bell(page).click()
    await dialog.getByRole('listitem').nth(1).waitFor()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
  })

  // The section scrolled to the top of a screen tall enough to hold the matrix.
  await page.goto('/settings#notifications')
  const section = page.locator('section#notifications')
  for (const { width } of widths) {
    await page.setViewportSize({ width, height: width < 640 ? 2400 : 1500 })
    await section.getByRole('table', { name: 'General notifications' }).waitFor()
    await section.evaluate((element) => {
      element.scrollIntoView({ block: 'start' })
    })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${outDir}notifications-settings-${String(width)}.png` })
  }
  await amara.close()
})

test('clubs: the list, a club’s page, and its settings per club and role', async ({ page }) => {
  await login(page, demo.student.email)
  const settle = async () => {
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
    await showWholePage(page)
  }
  await page.goto('/_/_/clubs')
  await shoot(page, 'clubs', async () => {
    await page.getByRole('heading', { name: 'Chess Club' }).waitFor()
    await settle()
  })
  await page.goto(`/_/_/clubs/${await clubIdOf(page, MAYAS_CLUB)}`)
  await shoot(page, 'club-about', async () => {
    await page.getByRole('heading', { name: 'Officers' }).waitFor()
    await settle()
  })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/_/_/clubs?view=mine')
  await shoot(page, 'clubs-mine-dark', async () => {
    await page.getByRole('heading', { name: MAYAS_CLUB }).waitFor()
    await settle()
  })
  await page.emulateMedia({ colorScheme: 'light' })

  // The club tables of the notification settings, scrolled to the top of a tall screen.
  await page.goto('/settings#notifications')
  const clubs = page.locator('section[aria-labelledby="notification-clubs"]')
  for (const { width } of widths) {
    await page.setViewportSize({ width, height: width < 640 ? 2400 : 1500 })
    await clubs.getByRole('table').first().waitFor()
    await clubs.evaluate((element) => {
      element.scrollIntoView({ block: 'start' })
    })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${outDir}notifications-clubs-${String(width)}.png` })
  }
})

test('events: the listing with recommendations, an event, and the visitor’s listing', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, demo.student.email)
  await page.goto('/events')
  const results = page.getByRole('region', { name: 'Events' })
  await shoot(page, 'events', async () => {
    await results.getByRole('heading', { level: 3 }).first().waitFor()
    await page.waitForTimeout(500)
  })
  await results.getByRole('heading', { level: 3 }).first().getByRole('link').click()
  await shoot(page, 'event', async () => {
    await page.getByRole('heading', { name: 'Who is going' }).waitFor()
    await page.waitForTimeout(500)
  })
  await page.emulateMedia({ colorScheme: 'dark' })
  await shoot(page, 'event-dark', () => page.waitForTimeout(500))
  const visitor = await (await browser.newContext({ baseURL })).newPage()
  await visitor.goto('/events?share=1')
  await visitor
    .getByRole('region', { name: 'Events' })
    .getByRole('heading', { level: 3 })
    .first()
    .waitFor()
  for (const size of widths) {
    await visitor.setViewportSize(size)
    await visitor.waitForTimeout(300)
    await visitor.screenshot({
      path: `${outDir}events-visitor-${String(size.width)}.png`,
      fullPage: true,
    })
  }
})

test.describe('calendar', () => {
  // The seed's events are on New York's wall clock: the shots show them at their hours.
  test.use({ timezoneId: 'America/New_York' })

  test('calendar: month, week and agenda', async ({ page }) => {
    await login(page, demo.student.email)
    for (const view of ['month', 'week', 'agenda'] as const) {
      await page.goto(`/calendar?view=${view}`)
      await shoot(page, `calendar-${view}`, async () => {
        await page.locator('[data-item]').first().waitFor()
        await page.waitForTimeout(500)
        // The week scrolls inside its own box; the month and agenda run long on a phone.
        if (view !== 'week') await showWholePage(page)
      })
    }
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/calendar?view=month')
    await shoot(page, 'calendar-month-dark', async () => {
      await page.locator('[data-item]').first().waitFor()
      await page.waitForTimeout(500)
      await showWholePage(page)
    })
  })
})

test('feed: a club’s news with the composer open, a post and its thread, a visitor’s club', async ({
  page,
}) => {
  await login(page, demo.student.email)
  const settle = async () => {
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
    await showWholePage(page)
  }
  const club = await clubIdOf(page, MAYAS_CLUB)
  await page.goto(`/_/_/clubs/${club}/news`)
  await shoot(page, 'club-news', async () => {
    await page.locator('[data-post-id]').first().waitFor()
    await settle()
  })
  await page.emulateMedia({ colorScheme: 'dark' })
  await shoot(page, 'club-news-dark', async () => {
    await page.locator('[data-post-id]').first().waitFor()
    await settle()
  })
  await page.emulateMedia({ colorScheme: 'light' })
  const first = page.locator('[data-post-id]').first()
  const postId = await first.getAttribute('data-post-id')
  await page.goto(`/posts/${postId ?? ''}`)
  await shoot(page, 'post', async () => {
    await page.locator('[data-post-id]').first().waitFor()
    await settle()
  })
  await page.context().clearCookies()
  await page.goto(`/_/_/clubs/${club}/news?share=1`)
  await shoot(page, 'club-news-visitor', async () => {
    await page.locator('[data-post-id]').first().waitFor()
    await settle()
  })
})

test.describe('issue 17: courses, finances, classes, connected systems', () => {
  // The demo's classes and bills are on New York's wall clock.
  test.use({ timezoneId: 'America/New_York' })

  test('edu, financial, the week with classes, the admin’s connected systems', async ({ page }) => {
    await login(page, demo.student.email)
    await page.goto('/edu')
    await page.getByRole('heading', { name: 'My courses' }).waitFor({ timeout: 60_000 })
    await shoot(page, 'edu', async () => {
      await page
        .getByRole('link', { name: /Open in Canvas/ })
        .first()
        .waitFor({ timeout: 60_000 })
      await page.waitForLoadState('networkidle')
      await showWholePage(page)
    })
    await page.goto('/financial')
    await shoot(page, 'financial', async () => {
      await page.getByRole('heading', { name: 'Balance due' }).waitFor()
      await page.waitForLoadState('networkidle')
      await showWholePage(page)
    })
    await page.goto('/calendar?view=week')
    await shoot(page, 'calendar-week-classes', async () => {
      await page.locator('[data-item]').first().waitFor()
      await page.waitForTimeout(500)
    })
    await login(page, 'admin@demo.edu')
    await page.goto('/admin/integrations')
    await shoot(page, 'admin-integrations', async () => {
      await page.getByRole('heading', { name: 'Connected systems' }).waitFor()
      await page.waitForLoadState('networkidle')
      await showWholePage(page)
    })
  })
})

test('badges: Admin → Badges and the leaderboard', async ({ page }) => {
  await login(page, 'admin@demo.edu')
  await page.goto('/admin/badges')
  await shoot(page, 'admin-badges', async () => {
    await page.getByRole('list', { name: 'Badges' }).waitFor()
    await showWholePage(page)
  })
  await login(page, demo.student.email)
  await page.goto('/leaderboard')
  await shoot(page, 'leaderboard', async () => {
    await page.getByRole('list', { name: /^Leaderboard of / }).waitFor()
    await showWholePage(page)
  })
})

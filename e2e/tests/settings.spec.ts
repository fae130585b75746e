import { expect, test, type Locator, type Page } from '../test.ts'
import { demo, expectNoAxeViolations, login, loginFromPage, north } from '../fixtures.ts'

interface OwnProfile {
  data: { uid: string; bio: string | null; interests?: { interest: string }[] }
  visibility: Record<string, string>
}

async function ownProfile(page: Page): Promise<OwnProfile> {
  const response = await page.request.get('/mobile_ws/v18/me/profile')
  expect(response.status()).toBe(200)
  return (await response.json()) as OwnProfile
}

/** State changes need the session's CSRF header (spec 7), as the app sends it. */
async function patchProfile(page: Page, body: unknown): Promise<void> {
  const tokens = (await (await page.request.get('/mobile_ws/v18/auth_tokens')).json()) as {
    csrfToken: string
  }
  const response = await page.request.patch('/mobile_ws/v18/me/profile', {
    data: body,
    headers: { 'X-CG-CSRF-Token': tokens.csrfToken },
  })
  expect(response.status()).toBe(200)
}

/** A real PNG drawn by the page's own canvas: a gradient with a circle, 600×400. */
async function generatedPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 600
    canvas.height = 400
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    const gradient = context.createLinearGradient(0, 0, 600, 400)
    gradient.addColorStop(0, '#005fbf')
    gradient.addColorStop(1, '#f59e0b')
    context.fillStyle = gradient
    context.fillRect(0, 0, 600, 400)
    context.fillStyle = '#ffffff'
    context.beginPath()
    context.arc(300, 200, 90, 0, Math.PI * 2)
    context.fill()
    return canvas.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')
}

const bio = (page: Page) => page.getByRole('textbox', { name: 'Bio' })
const saved = (page: Page) => page.getByText('Your profile is saved.')

test('the owner edits the bio and an interest, hides interests, and a classmate sees only that', async ({
  page,
  browser,
}) => {
  await login(page, demo.student.email)
  const before = await ownProfile(page)
  try {
    await page.goto('/settings/profile')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')

    await bio(page).click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Fine Arts student who loves ')
    await page.keyboard.press('Control+B')
    await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.type('life drawing')
    await page.keyboard.press('Control+B')
    await page.keyboard.type(' and jazz.')
    await expect(bio(page).locator('b')).toHaveText('life drawing')

    const interests = page.getByRole('combobox', { name: 'Personal interests and hobbies' })
    await interests.fill('Origami')
    await interests.press('Enter')
    await expect(page.getByRole('button', { name: 'Remove Origami' })).toBeVisible()
    await page.getByLabel('Who can see your interests').selectOption({ label: 'Only me' })

    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(saved(page)).toBeVisible()
    await expect(page.getByText('All changes saved.')).toBeVisible()

    // Saved on the server: a reload starts the form from what was stored.
    await page.reload()
    await expect(bio(page).locator('b')).toHaveText('life drawing')
    await expect(page.getByRole('button', { name: 'Remove Origami' })).toBeVisible()

    const after = await ownProfile(page)
    expect(after.data.bio).toContain('<b>life drawing</b>')
    expect(after.data.interests?.map((item) => item.interest)).toContain('Origami')
    expect(after.visibility.interests).toBe('private')

    // A classmate, in a browser context of their own, opens Maya's card.
    const friendContext = await browser.newContext()
    const friend = await friendContext.newPage()
    await login(friend, demo.friend.email)
    await friend.goto(`/directory?profile=${after.data.uid}`)
    const card = friend.getByRole('dialog', { name: /^Maya Patel/ })
    // A loaded machine may take a while to open the card: wait for it, not for a time.
    await expect(card.getByRole('heading', { name: 'About' })).toBeVisible({ timeout: 30_000 })
    await expect(card.locator('b', { hasText: 'life drawing' })).toBeVisible()
    await expect(card.getByRole('heading', { name: 'Languages' })).toBeVisible()
    await expect(card.getByRole('heading', { name: 'Personal interests and hobbies' })).toHaveCount(
      0,
    )
    await expect(card.getByText('Origami')).toHaveCount(0)
    await friendContext.close()
  } finally {
    // Leave the seed as other suites expect it: the old bio and interests, shown to the school.
    await patchProfile(page, {
      bio: before.data.bio,
      interests: before.data.interests?.map((item) => item.interest) ?? [],
      fieldVisibility: { interests: 'school' },
    })
  }
})

/*
 * As Elena of North College: a new picture for Maya would change the top bar that
 * shell.spec.ts checks for her seeded avatar while the suites run in parallel.
 */
test.describe('photo', () => {
  test.use({ baseURL: north.origin })

  test('a photo goes through the crop step and becomes the picture; a large file is refused', async ({
    page,
  }) => {
    await loginFromPage(page, north.student.email)
    await page.goto('/settings/profile')
    const input = page.getByTestId('photo-input')

    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024),
    })
    await expect(page.getByRole('alert').filter({ hasText: 'the limit is 5 MB' })).toBeVisible()

    await input.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await generatedPng(page),
    })
    const crop = page.getByRole('dialog', { name: 'Crop your photo' })
    await expect(crop).toBeVisible()
    const area = crop.getByRole('img', { name: 'Photo crop area' })
    await area.focus()
    await page.keyboard.press('+')
    await page.keyboard.press('ArrowLeft')
    const box = await area.boundingBox()
    if (box) {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 3 })
      await page.mouse.up()
    }
    await crop.getByRole('slider', { name: 'Zoom' }).fill('1.5')
    await crop.getByRole('button', { name: 'Use this photo' }).click()

    await expect(page.getByText('Your new photo is saved.')).toBeVisible()
    const picture = page.getByRole('img', { name: 'Your current profile photo' })
    await expect(picture).toHaveAttribute('src', /^\/media\/photos\//)
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  })
})

test('a notification switch is saved at once and stays switched after a reload', async ({
  page,
}) => {
  await login(page, demo.student.email)
  await page.goto('/settings/notifications')
  const general = page.getByRole('table', { name: 'General notifications' })
  const email = general.getByRole('switch', { name: 'Chat messages: Email' })
  await expect(email).not.toBeChecked()
  try {
    await email.click()
    await expect(page.locator('section#notifications').getByRole('status')).toHaveText('Saved.')
    await page.reload()
    await expect(email).toBeChecked()
  } finally {
    // Leave Maya's settings as the seed made them for other suites.
    const tokens = (await (await page.request.get('/mobile_ws/v18/auth_tokens')).json()) as {
      jwt: string
    }
    const response = await page.request.patch('/api/v1/notifications/preferences/general/chat', {
      data: { preferences: { email: 'no' } },
      headers: { Authorization: `Bearer ${tokens.jwt}` },
    })
    expect(response.status()).toBe(200)
  }
})

test('every student can switch event reminders off, and it stays off after a reload', async ({
  page,
}) => {
  await login(page, demo.student.email)
  await page.goto('/settings/notifications')
  const events = page.getByRole('main').getByRole('table', { name: 'Events you go to' })
  const reminder = events.getByRole('switch', {
    name: 'A reminder the day before, and cancellations: In-app',
  })
  await expect(reminder).toBeChecked()
  try {
    await reminder.click()
    await expect(page.locator('section#notifications').getByRole('status')).toHaveText('Saved.')
    await page.reload()
    await expect(reminder).not.toBeChecked()
    // The widths and schemes the axe loop below does not take, with this table on the page.
    for (const { width, height, colorScheme } of [
      { width: 390, height: 844, colorScheme: 'dark' },
      { width: 1280, height: 800, colorScheme: 'light' },
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.emulateMedia({ colorScheme })
      await expect(reminder).not.toBeChecked()
      await expectNoAxeViolations(page)
    }
  } finally {
    const tokens = (await (await page.request.get('/mobile_ws/v18/auth_tokens')).json()) as {
      jwt: string
    }
    const response = await page.request.patch(
      '/api/v1/notifications/preferences/groups/eventReminder',
      {
        data: { preferences: { in_app: 'yes' } },
        headers: { Authorization: `Bearer ${tokens.jwt}` },
      },
    )
    expect(response.status()).toBe(200)
  }
})

/*
 * One axe pass per sub-page at each width (light at 390, dark at 1280): each its own test,
 * so they run side by side and none has to fit a whole long page in one time budget.
 */
const main = (page: Page) => page.getByRole('main')
const subPages: { path: string; ready: (page: Page) => Locator }[] = [
  {
    path: '/settings/profile',
    ready: (page) => main(page).getByRole('button', { name: 'Remove Jazz' }),
  },
  { path: '/settings/privacy', ready: (page) => main(page).getByRole('switch').first() },
  {
    path: '/settings/notifications',
    // The last table but the clubs' drawn: every student's events you go to.
    ready: (page) =>
      main(page).getByRole('table', { name: 'Events you go to' }).getByRole('switch').first(),
  },
  {
    path: '/settings/account',
    ready: (page) => main(page).getByRole('button', { name: 'Log out' }),
  },
  {
    path: '/settings/blocked',
    ready: (page) => main(page).getByRole('heading', { level: 2, name: 'Blocked students' }),
  },
]

for (const { path, ready } of subPages) {
  test(`${path} has no WCAG 2.2 AA violations at 390 (light) and 1280 px (dark)`, async ({
    page,
  }) => {
    await login(page, demo.student.email)
    for (const { width, height, colorScheme } of [
      { width: 390, height: 844, colorScheme: 'light' },
      { width: 1280, height: 800, colorScheme: 'dark' },
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.emulateMedia({ colorScheme })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
      await ready(page).waitFor()
      await expectNoAxeViolations(page)
    }
  })
}

import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, demo, expectNoAxeViolations, login, north } from '../fixtures.ts'

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
    await page.goto('/settings')
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
    await expect(card.getByRole('heading', { name: 'About' })).toBeVisible()
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
    // Node cannot resolve north.localhost (Chromium can): sign in from the page itself.
    await page.goto('/login')
    const status = await page.evaluate(
      async ({ email, password }) =>
        (
          await fetch('/mobile_ws/v18/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email, password }),
          })
        ).status,
      { email: north.student.email, password: DEMO_PASSWORD },
    )
    expect(status).toBe(200)
    await page.goto('/settings')
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

test('view-as preview shows what each audience receives', async ({ page }) => {
  await login(page, demo.student.email)
  await page.goto('/settings')
  await page.getByRole('button', { name: 'Someone at school' }).click()
  const asSchool = page.getByRole('dialog', { name: 'Your profile, as someone at school sees it' })
  await expect(asSchool.getByRole('heading', { name: /^Maya Patel/ })).toBeVisible()
  // The demo seed shares phone numbers with connections only.
  await expect(asSchool.getByText('Work phone')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await asSchool.getByRole('button', { name: 'Close preview' }).click()
  await expect(page.getByRole('button', { name: 'Someone at school' })).toBeFocused()

  await page.getByRole('button', { name: 'A connection' }).click()
  const asConnection = page.getByRole('dialog', { name: 'Your profile, as a connection sees it' })
  await expect(asConnection.getByText('Work phone')).toBeVisible()
})

test('leaving with unsaved changes asks first, and nothing is lost by staying', async ({
  page,
}) => {
  await login(page, demo.student.email)
  await page.goto('/settings')
  const pronouns = page.getByRole('textbox', { name: 'Pronouns' })
  await pronouns.fill('they/them')
  await page.getByRole('link', { name: 'Directory' }).first().click()
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Keep editing' }).click()
  await expect(page).toHaveURL(/\/settings$/)
  await expect(pronouns).toHaveValue('they/them')

  await page.getByRole('link', { name: 'Directory' }).first().click()
  await leave.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page).toHaveURL(/\/directory/)
})

test('a field the form rejects is marked and focused', async ({ page }) => {
  await login(page, demo.student.email)
  await page.goto('/settings')
  const year = page.getByRole('textbox', { name: 'Class year' })
  await year.fill('20x8')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(year).toBeFocused()
  await expect(year).toHaveAccessibleDescription(/Enter a four-digit year/)
})

test("the server's 400 is shown beside the field it names", async ({ page }) => {
  await login(page, demo.student.email)
  // A 400 the UI cannot provoke on purpose (it checks first), answered as the server would.
  await page.route('**/mobile_ws/v18/me/profile', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'bad_request',
              message: 'Invalid request',
              issues: [{ path: 'body.companyName', message: 'Too long: at most 120 characters' }],
            },
          },
        })
      : route.continue(),
  )
  await page.goto('/settings')
  const company = page.getByRole('textbox', { name: 'Company or organization' })
  await company.fill('Quad Labs')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(company).toBeFocused()
  await expect(company).toHaveAccessibleDescription('Too long: at most 120 characters')
  await expect(company).toHaveAttribute('aria-invalid', 'true')
})

test('/settings has no WCAG 2.2 AA violations at 390 and 1280 px, light or dark', async ({
  page,
}) => {
  await login(page, demo.student.email)
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size)
    await page.goto('/settings')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
    await page.getByRole('button', { name: 'Remove Jazz' }).waitFor()
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await expectNoAxeViolations(page)
    }
  }
})

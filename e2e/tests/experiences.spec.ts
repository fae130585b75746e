import { expect, test } from '../test.ts'
import { bearerHeaders } from '../club-helpers.ts'
import { demo, expectNoAxeViolationsLightAndDark, login, lookAt } from '../fixtures.ts'

/**
 * Issue 36 item 4 in the browser: a student adds an experience in Settings → Profile
 * (what is missing named first), puts it above another, and a schoolmate finds it on the
 * student's card in that order. The form's and the list's detail are in
 * apps/web/src/app/routes/settings-experiences.test.tsx; the rules in experiences.test.ts.
 */
test('a student adds and orders experiences, and a schoolmate sees them on the card', async ({
  page,
  browser,
}) => {
  await login(page, demo.friend.email)
  const stamp = String(Date.now()).slice(-6)
  const first = `Peer tutor ${stamp}`
  const second = `Lab intern ${stamp}`
  const headers = await bearerHeaders(page)
  // A retry starts from the seed: this test's entries of an earlier attempt go.
  const clean = async () => {
    const list = (await (await page.request.get('/api/v1/me/experiences', { headers })).json()) as {
      items: { id: number; title: string }[]
    }
    for (const entry of list.items.filter((e) => e.title.endsWith(stamp))) {
      await page.request.delete(`/api/v1/me/experiences/${String(entry.id)}`, { headers })
    }
  }
  try {
    await page.goto('/settings/profile')
    const section = page.getByRole('region', { name: 'Experience' })
    const add = async (title: string, organization: string, kind: string) => {
      await section.getByRole('button', { name: 'Add experience' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add experience' })
      await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: kind })
      await dialog.getByRole('textbox', { name: 'Title or role' }).fill(title)
      await dialog.getByRole('textbox', { name: 'Organization' }).fill(organization)
      await dialog.getByLabel('Started').fill('2025-09-01')
      return dialog
    }
    const dialog = await add(first, 'Writing Center', 'Volunteering')
    await dialog.getByRole('checkbox', { name: 'I still do this' }).check()
    await lookAt(page, 'experience-dialog-1280')
    await expectNoAxeViolationsLightAndDark(page, 'dialog[open]')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    await expect(section.getByText(first)).toBeVisible()

    const next = await add(second, 'Biology Department', 'Internship')
    await next.getByLabel('Ended').fill('2025-08-01')
    await next.getByRole('button', { name: 'Save' }).click()
    await expect(next.getByText('must not be before the start')).toBeVisible()
    await next.getByLabel('Ended').fill('2025-12-19')
    await next.getByRole('button', { name: 'Save' }).click()
    await expect(next).toBeHidden()
    // The newest goes first; the tutor is moved back above it.
    await section.getByRole('button', { name: `Move ${first} up` }).click()
    await expect(section.getByRole('button', { name: `Move ${first} up` })).toBeDisabled()
    await lookAt(page, 'experiences-settings-1280')
    await expectNoAxeViolationsLightAndDark(page, '#experiences')

    const viewer = await (
      await browser.newContext({ viewport: { width: 390, height: 800 } })
    ).newPage()
    await login(viewer, demo.student.email)
    const uid = (
      (await (await page.request.get('/mobile_ws/v18/authentication')).json()) as [{ uid: string }]
    )[0].uid
    await viewer.goto(`/directory?profile=${uid}`)
    const card = viewer.getByRole('dialog', { name: /^Jonah / })
    await expect(card.getByRole('heading', { name: 'Experience' })).toBeVisible({ timeout: 30_000 })
    const titles = card.getByText(new RegExp(`(Peer tutor|Lab intern) ${stamp}`))
    await expect(titles).toHaveText([first, second])
    await expect(card.getByText('Volunteering · Sep 2025 – present')).toBeVisible()
    await card.getByRole('heading', { name: 'Experience' }).scrollIntoViewIfNeeded()
    await lookAt(viewer, 'experiences-card-390')
    await viewer.context().close()
  } finally {
    await clean()
  }
})

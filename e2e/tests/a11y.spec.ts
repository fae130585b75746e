import { test as visitorTest } from '../test.ts'
import { expectNoAxeViolations, expectNoAxeViolationsLightAndDark } from '../fixtures.ts'
import { expect, test } from '../signed-in.ts'
import { embedRoutes, shellRoutes } from './shell-routes.ts'

/*
 * Every screen whole, at phone and laptop width, light and dark. Dialogs are checked in
 * the specs that open them, scoped to what they add (fixtures.ts expectNoAxeViolations).
 */
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

for (const colorScheme of ['light', 'dark'] as const) {
  visitorTest.describe(`${colorScheme} mode`, () => {
    visitorTest.use({ colorScheme })

    visitorTest('sign-in page has no WCAG 2.2 AA violations', async ({ page }) => {
      await page.goto('/login')
      await page.getByRole('heading', { level: 1 }).waitFor()
      await expectNoAxeViolations(page)
    })
  })
}

/*
 * Signed in once per worker (signed-in.ts). /7/12/clubs is /_/_/clubs with hub segments
 * (the same screen; shell.spec.ts checks its heading), so it is not checked twice.
 */
const screens = [...shellRoutes, ...embedRoutes].filter(({ path }) => path !== '/7/12/clubs')
// One test per screen and width: a whole-page run over a long page (settings) costs many
// seconds on a loaded machine, and one test should not hold four of them.
for (const { path, heading } of screens) {
  for (const size of widths) {
    test(`${path} has no WCAG 2.2 AA violations at ${String(size.width)} px, light or dark`, async ({
      page,
    }) => {
      await page.setViewportSize(size)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expectNoAxeViolationsLightAndDark(page)
    })
  }
}

test('the open main menu has no WCAG 2.2 AA violations at either width', async ({ page }) => {
  for (const size of widths) {
    await page.setViewportSize(size)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('button', { name: 'Social Media' }).click()
    // Let the slide-in finish so axe measures colours where they end up: wait for the
    // menu's own animations and transitions, not for a fixed time.
    await menu.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    )
    await expectNoAxeViolationsLightAndDark(page, 'dialog[open]')
  }
})
